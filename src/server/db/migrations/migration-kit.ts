import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import type { Engine } from "../store/store";

/** The database a migration sees: migrations run before (and independently of) the typed schema. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;

// biome-ignore lint/suspicious/noExplicitAny: a builder of any table
type TableBuilder = CreateTableBuilder<string, any>;

/** Adds the auto-numbered `id` primary key both engines accept (Postgres `serial`, SQLite's integer rowid). */
export const idColumn =
  (engine: Engine) =>
  (t: TableBuilder): TableBuilder =>
    engine === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey());

/** Adds NOT NULL text columns, in the order given (for `.$call(...)`). */
export const texts =
  (...names: string[]) =>
  (t: TableBuilder): TableBuilder =>
    names.reduce((b, name) => b.addColumn(name, "text", (c) => c.notNull()), t);

/** Adds NOT NULL text columns that default to the empty string, in the order given. */
export const emptyTexts =
  (...names: string[]) =>
  (t: TableBuilder): TableBuilder =>
    names.reduce((b, name) => b.addColumn(name, "text", (c) => c.notNull().defaultTo("")), t);

/** `CREATE TABLE name (id …primary key` on either engine; add the other columns and execute. */
export const createTableWithId = (db: AnyDb, engine: Engine, name: string): TableBuilder => db.schema.createTable(name).$call(idColumn(engine));

/**
 * Replaces the status check of `table` on Postgres (which names an unnamed column check
 * `<table>_<column>_check`). SQLite cannot change a table's checks: see {@link swapTable}.
 */
export async function replacePostgresStatusCheck(db: AnyDb, table: string, check: RawBuilder<unknown>): Promise<void> {
  const constraint = sql.ref(`${table}_status_check`);
  await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${constraint}`.execute(db);
  await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${constraint} CHECK (${check})`.execute(db);
}

/**
 * SQLite's way to change a table's checks: `<table>_next` (already created with the new shape)
 * receives the rows of `table` (the listed columns), then takes its name.
 */
export async function swapTable(db: AnyDb, table: string, columns: string[]): Promise<void> {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`INSERT INTO ${sql.table(`${table}_next`)} (${list}) SELECT ${list} FROM ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(`${table}_next`).renameTo(table).execute();
}
