import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { COMPANY_CSV_COLUMNS } from "../../lib/companies/csv-row";
import { getCompanyBySlug } from "../db/snapshot/companies";
import { countStoreCompanies, getStoreCompaniesBySlugs } from "../db/store/repositories/store-companies";
import { type ImportMode, importCompaniesCsv } from "./import";
import { formatRowError, parseCompaniesCsv } from "./parse";

const header = ["name", "city", "state", "zip", "services", "rating", "slug"];
const good = [
  ["Lone Star Movers", "Austin", "TX", "78701", "local-moving|packing", "4.6", "lone-star-austin"],
  ["Bayou Relocation", "Houston", "TX", "77002", "long-distance-moving", "4.1", "bayou-houston"],
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

/** Imports `rows` (cells under `header`) into the test store, as the admin upload does. */
const importRows = (rows: string[][], mode: ImportMode) => importCompaniesCsv(t.store.db, t.snapshot, csvText(header, rows), mode);

/** The company as the next build's snapshot shows it (city and state resolved, services named). */
async function published(slug: string) {
  await t.rebuildSnapshot();
  return getCompanyBySlug(t.snapshot, slug);
}

describe("parseCompaniesCsv", () => {
  it("numbers rows as a spreadsheet does and names column and rule", () => {
    const { errors } = parseCompaniesCsv(
      csvText(header, [good[0], ["", "Austin", "TX", "78701", "", "", "no-name"], ["Acme", "Austin", "TX", "787", "", "x", "acme"]]),
    );
    expect(errors.map(formatRowError)).toEqual([
      'Row 3, column "name": is required',
      'Row 4, column "zip": must be a 5-digit ZIP code (ZIP+4 accepted)',
      'Row 4, column "rating": must be a number',
    ]);
  });

  it("rejects a slug used twice, pointing at the first use", () => {
    const { errors } = parseCompaniesCsv(csvText(header, [good[0], [...good[1].slice(0, 6), "lone-star-austin"]]));
    expect(errors).toEqual([{ row: 3, column: "slug", message: 'duplicate slug "lone-star-austin" (already used on row 2)' }]);
  });

  it("rejects missing required columns and unknown columns by name", () => {
    const { errors } = parseCompaniesCsv("name,city,zipcode\nAcme,Austin,78701\n");
    expect(errors.map((e) => e.column).sort()).toEqual(["state", "zip", "zipcode"]);
  });

  it("accepts the full documented header in any order, with a BOM", () => {
    const columns = [...COMPANY_CSV_COLUMNS].reverse();
    const row = columns.map((c) => ({ name: "Acme Movers", city: "Austin", state: "TX", zip: "78701" })[c as string] ?? "");
    const { rows, errors } = parseCompaniesCsv(`\uFEFF${csvText(columns, [row])}`);
    expect(errors).toEqual([]);
    expect(rows[0].data.name).toBe("Acme Movers");
  });
});

describe("importCompaniesCsv", () => {
  it("imports valid rows into the store with their services, coordinates defaulting to the ZIP", async () => {
    const result = await importRows(good, "replace");
    expect(result).toEqual({ ok: true, total: 2, inserted: 2, updated: 0, deleted: 0 });
    const stored = (await getStoreCompaniesBySlugs(t.store.db, ["lone-star-austin"])).get("lone-star-austin");
    expect(stored).toMatchObject({ city: "Austin", state: "TX", services: ["local-moving", "packing"] });
    expect(stored?.lat).toBeCloseTo(30.27, 1);
    const company = await published("lone-star-austin");
    expect(company?.id).toBe(stored?.id);
    expect(company?.city).toMatchObject({ name: "Austin", slug: "austin" });
    expect(company?.state).toEqual({ name: "Texas", slug: "texas", abbreviation: "TX" });
    expect(company?.services.map((s) => s.slug)).toEqual(["local-moving", "packing"]);
    expect(company?.lat).toBeCloseTo(30.27, 1);
  });

  it("writes nothing when any row is invalid, and reports every bad row", async () => {
    const before = await countStoreCompanies(t.store.db);
    const result = await importRows(
      [
        ["Fresh Co", "Dallas", "TX", "75201", "", "4.0", "fresh-co"],
        ["Nowhere Movers", "Atlantis", "TX", "75201", "", "", "nowhere"],
        ["Wrong State", "Dallas", "TX", "10001", "", "", "wrong-state"],
        ["Unknown State", "Dallas", "QQ", "75201", "", "", "unknown-state"],
        ["Bad Rating", "Dallas", "TX", "75201", "", "11", "bad-rating"],
      ],
      "upsert",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual([
      'Row 3, column "city": "Atlantis" is not a city in TX',
      'Row 4, column "zip": ZIP 10001 is in NY, not TX',
      'Row 5, column "state": must be a US state abbreviation such as TX or DC',
      'Row 6, column "rating": must be between 0 and 5',
    ]);
    expect(await countStoreCompanies(t.store.db)).toBe(before);
    expect((await getStoreCompaniesBySlugs(t.store.db, ["fresh-co"])).size).toBe(0);
  });

  it("upserts by slug: updates existing companies and adds new ones", async () => {
    const result = await importRows(
      [
        ["Lone Star Movers & Storage", "Austin", "TX", "78701", "storage", "4.8", "lone-star-austin"],
        ["Gulf Coast Movers", "Galveston", "TX", "77550", "", "", "gulf-coast"],
      ],
      "upsert",
    );
    expect(result).toEqual({ ok: true, total: 2, inserted: 1, updated: 1, deleted: 0 });
    const updated = await published("lone-star-austin");
    expect(updated?.name).toBe("Lone Star Movers & Storage");
    expect(updated?.services.map((s) => s.slug)).toEqual(["storage"]);
    expect(await countStoreCompanies(t.store.db)).toBe(3);
  });

  it("replaces: deletes companies the file leaves out and keeps the ids of the others", async () => {
    const before = await getStoreCompaniesBySlugs(t.store.db, ["bayou-houston"]);
    const result = await importRows([good[1]], "replace");
    expect(result).toEqual({ ok: true, total: 1, inserted: 0, updated: 1, deleted: 2 });
    const after = await getStoreCompaniesBySlugs(t.store.db, ["bayou-houston", "lone-star-austin", "gulf-coast"]);
    expect([...after.keys()]).toEqual(["bayou-houston"]);
    expect(after.get("bayou-houston")?.id).toBe(before.get("bayou-houston")?.id);
  });

  it("needs explicit coordinates for a well-formed ZIP that is not on file", async () => {
    const result = await importRows([["Ghost Movers", "Austin", "TX", "00000", "", "", "ghost"]], "upsert");
    expect(result.ok === false && result.errors[0].message).toBe("ZIP 00000 is not a known US ZIP code; give lat and lng");
  });
});
