import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { sql } from "kysely";
import pg from "pg";
import type { Store, StoreDb } from "../store/store";
import { appliedMigrations, listTableNames, MIGRATION_TABLES } from "./database-info";

/**
 * The portable export of a Postgres store: one gzipped SQL script of the run-time tables' rows,
 * read in one REPEATABLE READ, READ ONLY transaction (a consistent snapshot while the site keeps
 * writing). It loads with psql into a store of the same schema version:
 *
 *   DATABASE_URL=postgres://… npm run db:migrate
 *   gunzip -c backup-….sql.gz | psql "$DATABASE_URL" -v ON_ERROR_STOP=1
 *
 * The script stops unless the target's newest migration is the export's, empties the exported
 * tables (TRUNCATE … RESTART IDENTITY CASCADE), inserts the rows parents first, sets each serial
 * sequence past its column's largest value, and commits once. Kysely's migration tables, the
 * `backups` table itself and the company change journal are not exported.
 */

const BATCH = 500;
/**
 * Not exported: the backups themselves, and the company change journal, which belongs to the
 * store it was written in (loading the export truncates companies, which starts the target's
 * journal again, and logs each company inserted).
 */
const NOT_EXPORTED = ["backups", "company_changes"];
const gzipAsync = promisify(gzip);

/** A SQL literal of a value as pg returns it. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : `'${value}'::float8`;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Uint8Array) return `${pg.escapeLiteral(`\\x${Buffer.from(value).toString("hex")}`)}::bytea`;
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === "object") return pg.escapeLiteral(JSON.stringify(value));
  return pg.escapeLiteral(String(value));
}

/** `tables` ordered so each comes after the tables its foreign keys point at. */
async function parentsFirst(db: StoreDb, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema()`.execute(db);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const r of rows) if (r.child === table && r.parent !== table && tables.includes(r.parent)) visit(r.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function serialColumns(db: StoreDb): Promise<{ tbl: string; col: string }[]> {
  const { rows } = await sql<{ tbl: string; col: string }>`SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`.execute(db);
  return rows;
}

/** Appends the INSERT statements of one table to `out`, reading it in batches in ctid order. */
async function exportTable(db: StoreDb, table: string, out: string[]): Promise<number> {
  const id = pg.escapeIdentifier(table);
  let after = "(0,0)";
  let total = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`SELECT ctid::text AS "__ctid", * FROM ${sql.id(table)}
      WHERE ctid > ${after}::tid ORDER BY ctid LIMIT ${BATCH}`.execute(db);
    if (rows.length === 0) return total;
    after = String(rows.at(-1)?.__ctid);
    const columns = Object.keys(rows[0] as object).filter((c) => c !== "__ctid");
    const values = rows.map((row) => `(${columns.map((c) => sqlLiteral(row[c])).join(", ")})`);
    out.push(`INSERT INTO ${id} (${columns.map((c) => pg.escapeIdentifier(c)).join(", ")}) VALUES\n${values.join(",\n")};\n`);
    total += rows.length;
  }
}

/** The export of a Postgres store as gzipped SQL, with the row count of each table. */
export async function exportPostgresStore(store: Store, now: Date = new Date()): Promise<{ content: Buffer; rows: Record<string, number> }> {
  if (store.engine !== "postgres") throw new Error("The SQL export is for a Postgres store");
  return store.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const migrations = await appliedMigrations(trx);
      const latest = migrations.at(-1) ?? "";
      const tables = await parentsFirst(
        trx,
        (await listTableNames({ ...store, db: trx })).filter((t) => !MIGRATION_TABLES.includes(t) && !NOT_EXPORTED.includes(t)),
      );
      const out: string[] = [
        "-- National Movers Directory: export of the run-time store (Postgres)\n",
        `-- Written ${now.toISOString()}; schema: ${migrations.length} migrations, newest ${latest}\n`,
        '-- Load into a migrated store of the same version: gunzip -c <file> | psql "$DATABASE_URL" -v ON_ERROR_STOP=1\n',
        "-- It replaces the contents of the tables below.\n\n",
        "BEGIN;\n",
        `DO $$ BEGIN IF (SELECT max(name) FROM kysely_migration) IS DISTINCT FROM ${pg.escapeLiteral(latest)} THEN\n`,
        `  RAISE EXCEPTION 'this export needs a store whose newest migration is ${latest.replace(/'/g, "")}'; END IF; END $$;\n`,
        `TRUNCATE ${tables.map((t) => pg.escapeIdentifier(t)).join(", ")} RESTART IDENTITY CASCADE;\n\n`,
      ];
      const rows: Record<string, number> = {};
      for (const table of tables) rows[table] = await exportTable(trx, table, out);
      for (const { tbl, col } of await serialColumns(trx)) {
        if (!tables.includes(tbl)) continue;
        const t = pg.escapeIdentifier(tbl);
        const c = pg.escapeIdentifier(col);
        out.push(
          `SELECT setval(pg_get_serial_sequence(${pg.escapeLiteral(t)}, ${pg.escapeLiteral(col)}), COALESCE(max(${c}), 1), max(${c}) IS NOT NULL) FROM ${t};\n`,
        );
      }
      out.push("COMMIT;\n");
      return { content: await gzipAsync(Buffer.from(out.join(""), "utf8")), rows };
    });
}
