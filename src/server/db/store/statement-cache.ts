import type Database from "better-sqlite3";
import type { Statement } from "better-sqlite3";

/**
 * The one prepared-statement cache of both SQLite connections: the snapshot's read paths and the
 * run-time store under Kysely prepare each SQL text once per connection and reuse it. Bounded,
 * because the store's query builder can produce many texts (IN lists of varying length); the
 * least recently used statement is dropped first. A statement still being iterated is busy and
 * cannot run again, so such a call gets a fresh, uncached statement.
 */
const MAX_STATEMENTS = 500;

const caches = new WeakMap<Database.Database, Map<string, Statement>>();

export function cachedStatement(db: Database.Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(sql);
  if (hit) {
    if (hit.busy) return db.prepare(sql);
    cache.delete(sql);
    cache.set(sql, hit);
    return hit;
  }
  const prepared = db.prepare(sql);
  cache.set(sql, prepared);
  if (cache.size > MAX_STATEMENTS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return prepared;
}

/** How many statements a connection's cache holds (tests check that repeated calls prepare nothing new). */
export function cachedStatementCount(db: Database.Database): number {
  return caches.get(db)?.size ?? 0;
}
