import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { getCompanyBySlug } from "../db/snapshot/companies";
import { getStoreCompaniesBySlugs } from "../db/store/repositories/store-companies";
import { importCompaniesCsv } from "./import";
import { previewCompaniesCsv } from "./preview";

/** The USDOT and MC columns travel from an uploaded CSV into the store, then into the snapshot. */
let t: TestDatabase;
const stored = async (slug: string) => (await getStoreCompaniesBySlugs(t.store.db, [slug])).get(slug);

const HEADER = ["slug", "name", "city", "state", "zip", "usdot_number", "mc_number"];
const LICENSED = ["licensed-movers", "Licensed Movers", "Austin", "TX", "78701", "1234567", "MC-765432"];
const UNLISTED = ["unlisted-movers", "Unlisted Movers", "Dallas", "TX", "75201", "", ""];

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

describe("the licence columns in an import", () => {
  it("are stored as digits, or null when the cells are blank", async () => {
    expect(await importCompaniesCsv(t.store.db, t.snapshot, csvText(HEADER, [LICENSED, UNLISTED]), "replace")).toMatchObject({
      ok: true,
      inserted: 2,
    });
    expect(await stored("licensed-movers")).toMatchObject({ usdot_number: "1234567", mc_number: "765432" });
    expect(await stored("unlisted-movers")).toMatchObject({ usdot_number: null, mc_number: null });
  });

  it("reach the snapshot the profiles are built from", async () => {
    await t.rebuildSnapshot();
    expect(getCompanyBySlug(t.snapshot, "licensed-movers")).toMatchObject({ usdotNumber: "1234567", mcNumber: "765432" });
    expect(getCompanyBySlug(t.snapshot, "unlisted-movers")).toMatchObject({ usdotNumber: null, mcNumber: null });
  });

  it("show in the preview as changed columns, and a bad number refuses the row naming the column", async () => {
    const changed = [...LICENSED];
    changed[6] = "765433";
    const bad = ["bad-dot", "Bad Dot Movers", "Austin", "TX", "78701", "123456789", ""];
    const { report } = await previewCompaniesCsv(t.store.db, t.snapshot, csvText(HEADER, [changed, UNLISTED, bad]));
    expect(report.update).toEqual([expect.objectContaining({ slug: "licensed-movers", changedColumns: ["mc_number"] })]);
    expect(report.counts).toMatchObject({ unchanged: 1, invalid: 1 });
    expect(report.invalid).toEqual([{ row: 4, column: "usdot_number", message: "must be a USDOT number: 1 to 8 digits" }]);

    const result = await importCompaniesCsv(t.store.db, t.snapshot, csvText(HEADER, [changed, bad]), "upsert");
    expect(result.ok).toBe(false);
    expect(await stored("licensed-movers")).toMatchObject({ mc_number: "765432" });
  });

  it("can be cleared by a later import", async () => {
    const cleared = [...LICENSED];
    cleared[5] = "";
    cleared[6] = "";
    expect(await importCompaniesCsv(t.store.db, t.snapshot, csvText(HEADER, [cleared]), "upsert")).toMatchObject({ ok: true, updated: 1 });
    expect(await stored("licensed-movers")).toMatchObject({ usdot_number: null, mc_number: null });
  });
});
