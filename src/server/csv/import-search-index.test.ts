import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { writeSnapshotCompanies } from "../db/snapshot/companies";
import { loadServiceIds } from "../db/snapshot/reference";
import { BULK_REINDEX_THRESHOLD } from "../db/snapshot/search-index";
import { resolveRows } from "./import";
import { parseCompaniesCsv } from "./parse";

/** The snapshot's search index while the build writes companies (no run-time store involved). */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const ftsCount = (match: string) =>
  (t.snapshot.prepare("SELECT count(*) AS n FROM companies_fts WHERE companies_fts MATCH ?").get(match) as { n: number }).n;
const triggers = () =>
  t.snapshot.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'companies_fts_%' ORDER BY name").all();

/** Writes these CSV rows as the snapshot's whole company list, ids numbered from `firstId`. */
function writeCompanies(rows: string[][], firstId = 1): number {
  const { writes, errors } = resolveRows(t.snapshot, parseCompaniesCsv(csvText(["slug", "name", "city", "state", "zip"], rows)));
  expect(errors).toEqual([]);
  return writeSnapshotCompanies(
    t.snapshot,
    writes.map((w, i) => ({ ...w, id: firstId + i })),
    loadServiceIds(t.snapshot),
  );
}

describe("search index during bulk writes", () => {
  it("rebuilds the index once for a large write and keeps the row triggers for later writes", () => {
    const rows = Array.from({ length: BULK_REINDEX_THRESHOLD + 50 }, (_, i) => [`bulk-${i}`, `Bulkmover ${i} Transfer`, "Austin", "TX", "78701"]);
    expect(writeCompanies(rows)).toBe(rows.length);
    expect(ftsCount("bulkmover")).toBe(rows.length);
    expect(ftsCount("austin")).toBe(rows.length);
    expect(triggers()).toHaveLength(3);

    writeCompanies([["solo", "Solitary Haulers", "Dallas", "TX", "75201"]], 5000);
    expect(ftsCount("solitary")).toBe(1);
    expect(ftsCount("bulkmover")).toBe(0);
    writeCompanies(rows.slice(0, 10));
    expect(ftsCount("bulkmover")).toBe(10);
    expect(ftsCount("solitary")).toBe(0);
  });

  it("rolls the triggers back with a failed bulk write", () => {
    const before = triggers();
    expect(() =>
      t.snapshot.transaction(() => {
        t.snapshot.exec("DROP TRIGGER companies_fts_insert");
        throw new Error("boom");
      })(),
    ).toThrow("boom");
    expect(triggers()).toEqual(before);
    const rows = Array.from({ length: BULK_REINDEX_THRESHOLD }, (_, i) => [`fail-${i}`, `Failmover ${i}`, "Austin", "TX", "78701"]);
    const { writes } = resolveRows(t.snapshot, parseCompaniesCsv(csvText(["slug", "name", "city", "state", "zip"], rows)));
    const broken = writes.map((w, i) => ({ ...w, id: i + 1, services: i === writes.length - 1 ? ["no-such-service"] : [] }));
    expect(() => writeSnapshotCompanies(t.snapshot, broken, loadServiceIds(t.snapshot))).toThrow(/Unknown service/);
    expect(triggers()).toEqual(before);
    expect(ftsCount("failmover")).toBe(0);
    expect(ftsCount("bulkmover")).toBe(10);
  });
});
