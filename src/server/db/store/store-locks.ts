import { sql } from "kysely";
import type { Engine, StoreDb } from "./store";

/**
 * Serialises one kind of work across every process sharing the store, for the rest of the
 * current transaction: a Postgres advisory transaction lock; SQLite needs none, as it has a
 * single writer and the transaction already holds it once it writes.
 */
export async function lockForTransaction(trx: StoreDb, engine: Engine, name: string): Promise<void> {
  if (engine !== "postgres") return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
