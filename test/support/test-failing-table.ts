import { sql } from "kysely";
import type { TestDatabase } from "./test-database";

/**
 * Test support: makes every insert into `table` fail with `message` while `fn` runs (a trigger
 * on either engine), to prove that writes meant to land together roll back together.
 */
export async function withFailingTableInsert<T>(
  t: TestDatabase,
  table: "business_inquiries" | "outbox",
  message: string,
  fn: () => T | Promise<T>,
): Promise<T> {
  const db = t.store.db;
  if (t.engine === "postgres") {
    await sql.raw(`CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER fail_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_insert()`).execute(db);
  } else {
    await sql.raw(`CREATE TRIGGER fail_insert BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`).execute(db);
  }
  try {
    return await fn();
  } finally {
    await sql.raw(`DROP TRIGGER fail_insert${t.engine === "postgres" ? ` ON ${table}` : ""}`).execute(db);
    if (t.engine === "postgres") await sql`DROP FUNCTION fail_insert()`.execute(db);
  }
}
