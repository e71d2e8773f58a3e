import { type Selectable, sql } from "kysely";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";
import type { StoreCompaniesTable } from "../store-schema";

/**
 * The queries of the maintenance scripts (src/server/scripts): companies read in id order a
 * batch at a time, location fixes, purges of old run-time rows and re-queuing failed deliveries.
 */

/** The fields of a company the data checks look at. */
export type CompanyCheckRow = Pick<Selectable<StoreCompaniesTable>, (typeof CHECK_COLUMNS)[number]>;

const CHECK_COLUMNS = ["id", "slug", "name", "city", "state", "zip", "lat", "lng", "phone", "website"] as const;

/** Up to `limit` companies with an id above `afterId`, in id order, optionally of one state. */
export async function companiesAfter(db: StoreDb, afterId: number, limit: number, state?: string): Promise<CompanyCheckRow[]> {
  return db
    .selectFrom("companies")
    .select(CHECK_COLUMNS)
    .where("id", ">", afterId)
    .$if(state !== undefined, (qb) => qb.where("state", "=", state as string))
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** How many companies there are (of one state). */
export async function countCompanies(db: StoreDb, state?: string): Promise<number> {
  return countRows(db.selectFrom("companies").$if(state !== undefined, (qb) => qb.where("state", "=", state as string)));
}

/** A location correction: new coordinates and/or city for one company. */
export interface LocationFix {
  id: number;
  lat?: number;
  lng?: number;
  city?: string;
}

/** Applies location corrections (call inside one transaction); returns how many rows changed. */
export async function applyLocationFixes(db: StoreDb, fixes: readonly LocationFix[], now = Date.now()): Promise<number> {
  let changed = 0;
  for (const fix of fixes) {
    const { id, ...values } = fix;
    const result = await db
      .updateTable("companies")
      .set({ ...values, updated_at: isoNow(now) })
      .where("id", "=", id)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/** The run-time tables the purge thins out, with their key column. */
export const PURGEABLE_TABLES = {
  quote_sessions: "id",
  funnel_events: "id",
  match_sets: "ping_id",
  csv_uploads: "id",
} as const;
export type PurgeableTable = keyof typeof PURGEABLE_TABLES;

/**
 * Deletes up to `limit` rows of `table` created before `before` (ISO time), oldest first;
 * returns how many. Called repeatedly until it returns less than `limit`.
 */
export async function deleteOlderBatch(db: StoreDb, table: PurgeableTable, before: string, limit: number): Promise<number> {
  const key = sql.ref(PURGEABLE_TABLES[table]);
  const from = sql.table(table);
  const result = await sql`DELETE FROM ${from} WHERE ${key} IN
    (SELECT ${key} FROM ${from} WHERE created_at < ${before} ORDER BY created_at LIMIT ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Puts every failed delivery back in the outbox queue, due now; returns how many. */
export async function requeueFailedDeliveries(db: StoreDb, now = Date.now()): Promise<number> {
  const at = isoNow(now);
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: at, updated_at: at })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
