import { sql } from "kysely";
import type { IntegrityCheck, IntegrityResult } from "../../../lib/admin/database-api";
import type { Engine, Store, StoreDb } from "../store/store";
import { appliedMigrations, knownMigrations, schemaVersionOf } from "./database-info";

/**
 * The integrity check of the run-time store.
 *
 * SQLite: `PRAGMA integrity_check` (b-trees, pages, indexes against their tables, NOT NULL and
 * CHECK constraints) and `PRAGMA foreign_key_check` (rows pointing at missing parents).
 * Postgres keeps its own structures consistent, so its checks look at what can still be wrong:
 * indexes left invalid or not ready by a failed concurrent build, constraints added NOT VALID and
 * never validated, serial sequences behind their column's largest value (the next insert would
 * collide), and page checksum failures where data checksums are on.
 * Both engines: every migration this code knows is applied and none is unknown to it.
 */

/** Runs one SQL text and returns its rows (a Kysely store or a plain better-sqlite3 handle). */
export type RunQuery = (query: string) => Promise<Record<string, unknown>[]>;

const MAX_PROBLEMS = 50;

const check = (id: string, label: string, problems: string[]): IntegrityCheck => ({
  id,
  label,
  ok: problems.length === 0,
  problems: problems.slice(0, MAX_PROBLEMS),
});

/** The SQLite checks of any SQLite file, through `run`. */
export async function sqliteFileChecks(run: RunQuery): Promise<IntegrityCheck[]> {
  const integrity = (await run(`PRAGMA integrity_check(${MAX_PROBLEMS})`)).map((r) => String(Object.values(r)[0]));
  const foreign = await run("PRAGMA foreign_key_check");
  return [
    check(
      "integrity_check",
      "PRAGMA integrity_check: pages, b-trees, indexes and constraints",
      integrity.length === 1 && integrity[0] === "ok" ? [] : integrity,
    ),
    check(
      "foreign_key_check",
      "PRAGMA foreign_key_check: every reference points at an existing row",
      foreign.map((r) => `${r.table} row ${r.rowid} refers to a missing row of ${r.parent}`),
    ),
  ];
}

export function migrationsCheck(applied: readonly string[], engine: Engine): IntegrityCheck {
  const known = knownMigrations(engine);
  const problems = [
    ...schemaVersionOf(applied, engine).pending.map((name) => `migration ${name} is not applied`),
    ...applied.filter((name) => !known.includes(name)).map((name) => `migration ${name} is unknown to this version of the site`),
  ];
  return check("migrations", "Every migration of this version is applied, and no other", problems);
}

async function postgresChecks(db: StoreDb): Promise<IntegrityCheck[]> {
  const indexes = await sql<{ name: string }>`SELECT i.indexrelid::regclass::text AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND (NOT i.indisvalid OR NOT i.indisready) ORDER BY 1`.execute(db);
  const constraints = await sql<{ name: string; tbl: string }>`SELECT c.conname AS name, c.conrelid::regclass::text AS tbl FROM pg_constraint c
    JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema() AND NOT c.convalidated ORDER BY 2, 1`.execute(db);
  const serials = await sql<{ tbl: string; col: string; seq: string | null }>`SELECT table_name AS tbl, column_name AS col,
      pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
    FROM information_schema.columns WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%' ORDER BY 1`.execute(db);
  const behind: string[] = [];
  for (const { tbl, col, seq } of serials.rows) {
    if (!seq) continue;
    const max = (await sql<{ v: number | null }>`SELECT max(${sql.id(col)}) AS v FROM ${sql.id(tbl)}`.execute(db)).rows[0]?.v;
    const state = (await sql<{ last_value: number; is_called: boolean }>`SELECT last_value, is_called FROM ${sql.raw(seq)}`.execute(db)).rows[0];
    if (max === null || max === undefined || !state) continue;
    const next = Number(state.last_value) + (state.is_called ? 1 : 0);
    if (Number(max) >= next) behind.push(`${tbl}.${col}: sequence ${seq} would hand out ${next}, but ${max} is already used`);
  }
  const checksums = await sql<{
    failures: number | null;
  }>`SELECT checksum_failures AS failures FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  const failures = Number(checksums.rows[0]?.failures ?? 0);
  return [
    check(
      "indexes",
      "pg_index: no index is invalid or unfinished",
      indexes.rows.map((r) => `index ${r.name} is invalid (rebuild it with REINDEX)`),
    ),
    check(
      "constraints",
      "pg_constraint: every constraint is validated",
      constraints.rows.map((r) => `constraint ${r.name} on ${r.tbl} is NOT VALID`),
    ),
    check("sequences", "Serial sequences are ahead of their columns' largest values", behind),
    check(
      "checksums",
      "pg_stat_database: no data page checksum failures",
      failures > 0 ? [`${failures} checksum failure(s) recorded for this database`] : [],
    ),
  ];
}

/** Runs every check of the store's engine, timed. */
export async function checkStoreIntegrity(store: Store, now: () => number = Date.now): Promise<IntegrityResult> {
  const started = now();
  const run: RunQuery = async (query) => (await sql.raw<Record<string, unknown>>(query).execute(store.db)).rows;
  const checks = store.engine === "postgres" ? await postgresChecks(store.db) : await sqliteFileChecks(run);
  checks.push(migrationsCheck(await appliedMigrations(store.db), store.engine));
  return {
    engine: store.engine,
    ok: checks.every((c) => c.ok),
    checks,
    checkedAt: new Date(started).toISOString(),
    durationMs: Math.max(0, now() - started),
  };
}
