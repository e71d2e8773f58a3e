import { sql } from "kysely";
import type { SchemaVersion, TableInfo } from "../../../lib/admin/database-api";
import { storeMigrations } from "../migrations/store-migrations";
import type { Store, StoreDb } from "../store/store";

/**
 * What the Database page shows of the run-time store: its schema version (Kysely's migration
 * table against the migrations this code knows), its size, and each table with its row count
 * and size. SQLite sizes come from the `dbstat` table (compiled into better-sqlite3; a table's
 * size includes its indexes); Postgres sizes from `pg_total_relation_size`.
 */

/** Kysely's own bookkeeping tables: listed with the others, never exported or restored. */
export const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"];

/** The names of the applied migrations, in order; [] when the migration table does not exist. */
export async function appliedMigrations(db: StoreDb): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    return rows.map((r) => r.name);
  } catch {
    return [];
  }
}

/** The migrations this code knows, in the order they apply. */
export const knownMigrations = (engine: Store["engine"]): string[] => Object.keys(storeMigrations(engine)).sort();

/** Schema version of `applied` (names) compared with the migrations of this code. */
export function schemaVersionOf(applied: readonly string[], engine: Store["engine"]): SchemaVersion {
  const known = knownMigrations(engine);
  return { latest: applied.at(-1) ?? null, applied: applied.length, pending: known.filter((name) => !applied.includes(name)) };
}

export async function schemaVersion(store: Store): Promise<SchemaVersion> {
  return schemaVersionOf(await appliedMigrations(store.db), store.engine);
}

/** The store's base tables, by name. */
export async function listTableNames(store: Store): Promise<string[]> {
  const { rows } =
    store.engine === "postgres"
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(store.db)
      : await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`.execute(store.db);
  return rows.map((r) => r.name);
}

async function rowCount(db: StoreDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function tableBytes(store: Store): Promise<Map<string, number> | null> {
  if (store.engine === "postgres") {
    const { rows } = await sql<{ name: string; bytes: string | number }>`SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`.execute(store.db);
    return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
  }
  try {
    // Every b-tree of the file (tables, their indexes and automatic indexes) to the table it belongs to.
    const { rows } = await sql<{ name: string; bytes: number }>`SELECT m.tbl_name AS name, sum(s.pgsize) AS bytes
      FROM dbstat s JOIN sqlite_master m ON m.name = s.name GROUP BY m.tbl_name`.execute(store.db);
    return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
  } catch {
    return null; // SQLite built without SQLITE_ENABLE_DBSTAT_VTAB
  }
}

/** Each table with its row count and size (null where unknown), by name. */
export async function listTables(store: Store): Promise<TableInfo[]> {
  const names = await listTableNames(store);
  const bytes = await tableBytes(store);
  const tables: TableInfo[] = [];
  for (const name of names) tables.push({ name, rows: await rowCount(store.db, name), bytes: bytes ? (bytes.get(name) ?? 0) : null });
  return tables;
}

/** Size of the whole database in bytes: Postgres' database size, or SQLite's pages (file plus WAL content). */
export async function databaseSize(store: Store): Promise<number> {
  if (store.engine === "postgres") {
    const { rows } = await sql<{ bytes: string | number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(store.db);
    return Number(rows[0]?.bytes ?? 0);
  }
  const { rows } = await sql<{ bytes: number }>`SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()`.execute(
    store.db,
  );
  return Number(rows[0]?.bytes ?? 0);
}
