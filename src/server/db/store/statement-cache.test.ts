import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachedStatement, cachedStatementCount } from "./statement-cache";

describe("the statement cache", () => {
  it("prepares a text once per connection and reuses it", () => {
    const db = new Database(":memory:");
    const other = new Database(":memory:");
    const first = cachedStatement(db, "SELECT 1 AS one");
    expect(cachedStatement(db, "SELECT 1 AS one")).toBe(first);
    expect(cachedStatement(other, "SELECT 1 AS one")).not.toBe(first);
    expect(cachedStatementCount(db)).toBe(1);
  });

  it("gives a fresh statement while the cached one is still being iterated", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
    const sql = "SELECT n FROM t ORDER BY n";
    const outer = cachedStatement(db, sql).iterate() as IterableIterator<{ n: number }>;
    expect(outer.next().value).toEqual({ n: 1 });
    expect(cachedStatement(db, sql).all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...outer].map((r) => r.n)).toEqual([2, 3]);
  });

  it("stays bounded, dropping the least recently used text", () => {
    const db = new Database(":memory:");
    const kept = cachedStatement(db, "SELECT 0");
    for (let i = 1; i <= 600; i++) {
      cachedStatement(db, `SELECT ${i}`);
      if (i % 100 === 0) cachedStatement(db, "SELECT 0");
    }
    expect(cachedStatementCount(db)).toBe(500);
    expect(cachedStatement(db, "SELECT 0")).toBe(kept);
  });
});
