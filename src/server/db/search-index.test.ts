import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCompaniesCsv } from "../csv/import";
import { createTestDatabase, csvText, type TestDatabase } from "./test-database";
import { BULK_REINDEX_THRESHOLD } from "./search-index";

let t: TestDatabase;
beforeAll(() => {
  t = createTestDatabase();
});
afterAll(() => t.cleanup());

const ftsCount = (match: string) => (t.db.prepare("SELECT count(*) AS n FROM companies_fts WHERE companies_fts MATCH ?").get(match) as { n: number }).n;
const triggers = () => t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'companies_fts_%' ORDER BY name").all();

describe("search index during bulk writes", () => {
  it("rebuilds the index once for a large import and keeps the row triggers for later writes", () => {
    const rows = Array.from({ length: BULK_REINDEX_THRESHOLD + 50 }, (_, i) => [`bulk-${i}`, `Bulkmover ${i} Transfer`, "Austin", "TX", "78701"]);
    expect(importCompaniesCsv(t.db, csvText(["slug", "name", "city", "state", "zip"], rows), "replace")).toMatchObject({ ok: true, inserted: rows.length });
    expect(ftsCount("bulkmover")).toBe(rows.length);
    expect(ftsCount("austin")).toBe(rows.length);
    expect(triggers()).toHaveLength(3);

    importCompaniesCsv(t.db, csvText(["slug", "name", "city", "state", "zip"], [["solo", "Solitary Haulers", "Dallas", "TX", "75201"]]), "upsert");
    expect(ftsCount("solitary")).toBe(1);
    importCompaniesCsv(t.db, csvText(["slug", "name", "city", "state", "zip"], rows.slice(0, 10)), "replace");
    expect(ftsCount("bulkmover")).toBe(10);
    expect(ftsCount("solitary")).toBe(0);
  });

  it("rolls the triggers back with a failed bulk write", () => {
    const before = triggers();
    expect(() =>
      t.db.transaction(() => {
        t.db.exec("DROP TRIGGER companies_fts_insert");
        throw new Error("boom");
      })(),
    ).toThrow("boom");
    expect(triggers()).toEqual(before);
  });
});
