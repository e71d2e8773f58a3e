import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCsvStore } from "../../../test/support/seed-csv-store";
import { csvText, type TestDatabase } from "../../../test/support/test-database";
import { deleteCompany } from "../admin/companies";
import { importCompaniesCsv } from "../csv/import";
import { type Db, openSnapshot } from "../db/snapshot/snapshot";
import { listStoreCompanies } from "../db/store/repositories/store-companies";
import { PATCH_MAX_COMPANIES, updateSnapshot } from "./patch-snapshot";
import { planBetween } from "./rebuild-choice";
import { writeSnapshot } from "./write-snapshot";

/**
 * The snapshot patch against the full write, on both engines' stores: after adds, edits, a move
 * to another city, an unlisting, a new featured mover and a deletion, a patched copy of the live
 * snapshot must hold exactly the rows a fresh write of the same store holds, table by table.
 */
let t: TestDatabase;
let dir: string;
let csvPath: string;
const HEADER = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_featured", "is_in_list"];
const TOWNS = [
  ["Austin", "TX", "78701"],
  ["Dallas", "TX", "75201"],
  ["Houston", "TX", "77002"],
  ["Round Rock", "TX", "78664"],
  ["Denver", "CO", "80202"],
] as const;
const SERVICES = ["local-moving", "long-distance-moving|packing", "storage", "local-moving|storage"];

function moverRow(i: number, town: readonly [string, string, string] = TOWNS[i % TOWNS.length]): string[] {
  const rating = i % 7 === 0 ? "" : (3 + (i % 20) / 10).toFixed(1);
  return [
    `mover-${i}`,
    `Mover ${i} Moving`,
    ...town,
    SERVICES[i % SERVICES.length],
    rating,
    String((i * 37) % 400),
    i % 5 === 0 ? "true" : "",
    "true",
  ];
}

/**
 * Every table's rows in a stable order; the search index as its terms per document and column,
 * and the spatial index as its rows, not their storage (the shadow tables' node layout depends on
 * the order of writes, not on what they hold).
 */
function tables(db: Db): Record<string, unknown[]> {
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'companies_fts%' AND name NOT LIKE 'companies_geo_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const out: Record<string, unknown[]> = {};
  for (const name of names) {
    const columns = (db.prepare(`SELECT name FROM pragma_table_info('${name}')`).pluck().all() as string[]).filter(
      (c) => c !== "created_at" && c !== "updated_at", // when the row was written, not what it holds
    );
    out[name] = db
      .prepare(`SELECT ${columns.join(", ")} FROM ${name} ORDER BY ${columns.map((_, i) => i + 1).join(", ")}`)
      .raw()
      .all();
  }
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_terms USING fts5vocab(main, companies_fts, 'instance')");
  out.companies_fts = db.prepare("SELECT term, doc, col, offset FROM temp.fts_terms ORDER BY doc, col, offset").raw().all();
  out.sqlite_stat1 = db
    .prepare("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl NOT LIKE 'companies_fts%' AND tbl NOT LIKE 'companies_geo_%' ORDER BY tbl, idx")
    .raw()
    .all();
  return out;
}

function tablesOf(file: string): Record<string, unknown[]> {
  const copy = `${file}.compare`;
  fs.copyFileSync(file, copy); // fts5vocab needs a writable connection (for its temp table)
  const db = new Database(copy);
  try {
    return tables(db);
  } finally {
    db.close();
    fs.rmSync(copy);
  }
}

beforeAll(async () => {
  ({ t, dir, csvPath } = await seedCsvStore(
    "patch",
    HEADER,
    Array.from({ length: 60 }, (_, i) => moverRow(i)),
  ));
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

describe(`patching the snapshot (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  const live = () => path.join(dir, "directory.db");

  it("writes the first snapshot whole, and patches nothing when nothing changed", async () => {
    const first = await updateSnapshot(t.store, live(), csvPath);
    expect(first).toMatchObject({ mode: "rewritten", reason: "there is no snapshot to patch", companies: 60, seeded: 60 });
    const before = tablesOf(live());
    const again = await updateSnapshot(t.store, live(), csvPath);
    expect(again).toMatchObject({ mode: "patched", companies: 60, reason: expect.stringMatching(/^0 companies written and 0 deleted/) });
    expect(tablesOf(live())).toEqual(before);
  }, 60_000);

  it("equals a fresh write of the store, table by table, after adds, edits, moves, unlisting and deletes", async () => {
    const reference = openSnapshot(live());
    const edits = [
      [...moverRow(1).slice(0, 1), "Mover One Renamed", ...moverRow(1).slice(2)], // renamed
      moverRow(2, TOWNS[4]), // moved from Houston to Denver
      [...moverRow(3).slice(0, 9), "false"], // unlisted
      [...moverRow(4).slice(0, 6), "5.0", "900", "true", "true"], // now the best featured mover
      [...moverRow(6).slice(0, 5), "storage|packing", ...moverRow(6).slice(6)], // other services
      moverRow(100, ["Marfa", "TX", "79843"]), // a new mover in a town that had none
      moverRow(101, TOWNS[0]), // a new mover in Austin
    ];
    const imported = await importCompaniesCsv(t.store.db, reference, csvText(HEADER, edits), "upsert");
    reference.close();
    expect(imported).toMatchObject({ ok: true });
    const gone = (await listStoreCompanies(t.store.db)).find((c) => c.slug === "mover-5")!;
    expect(await deleteCompany(t.store, gone.id, "test")).toBe(true);

    const previous = path.join(dir, "before.db");
    fs.copyFileSync(live(), previous);
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched).toMatchObject({ mode: "patched", companies: 61, skipped: [] });
    expect(patched.changedIds).toHaveLength(8);
    expect(patched.reason).toMatch(/^7 companies written and 1 deleted, nearest-first totals of [1-9]\d* places recomputed/);

    const fresh = path.join(dir, "fresh.db");
    await writeSnapshot(t.store, fresh, csvPath);
    const [mine, theirs] = [tablesOf(live()), tablesOf(fresh)];
    expect(Object.keys(mine)).toEqual(Object.keys(theirs));
    for (const table of Object.keys(theirs)) expect(mine[table], table).toEqual(theirs[table]);
    // The comparison sees what changed: the rename is in the companies rows and in the search index.
    expect(JSON.stringify(mine.companies)).toContain("Mover One Renamed");
    expect(mine.companies_fts.some((row) => (row as unknown[])[0] === "renamed")).toBe(true);
    expect(mine.featured_ranking.length).toBeGreaterThan(0);

    // The rebuild's plan from the patch's list of changed companies is the plan from reading both snapshots whole.
    const [was, now] = [openSnapshot(previous), openSnapshot(live())];
    const read = planBetween(was, now);
    expect(read.changedCompanies).toBe(8);
    expect(read.render).toContain("/company/mover-1");
    expect(read.remove).toEqual(["/company/mover-5"]);
    expect(planBetween(was, now, patched.changedIds)).toEqual(read);
    was.close();
    now.close();
  }, 60_000);

  it("writes the snapshot anew when the live one's schema or reference data differ, or too many companies changed", async () => {
    const altered = new Database(live());
    altered.exec("UPDATE cities SET name = 'Old Austin' WHERE name = 'Austin' AND state = 'TX'");
    altered.close();
    expect(await updateSnapshot(t.store, live(), csvPath)).toMatchObject({ mode: "rewritten", reason: "the cities reference table changed" });
    expect(tablesOf(live())).toEqual(tablesOf(path.join(dir, "fresh.db")));

    const many = Array.from({ length: PATCH_MAX_COMPANIES + 1 }, (_, i) => moverRow(1000 + i));
    const reference = openSnapshot(live());
    expect(await importCompaniesCsv(t.store.db, reference, csvText(HEADER, many), "upsert")).toMatchObject({ ok: true });
    reference.close();
    expect(await updateSnapshot(t.store, live(), csvPath)).toMatchObject({
      mode: "rewritten",
      reason: `over ${PATCH_MAX_COMPANIES} companies changed`,
      companies: 61 + PATCH_MAX_COMPANIES + 1,
    });
  }, 120_000);
});
