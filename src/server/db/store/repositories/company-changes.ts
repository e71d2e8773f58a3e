import type { StoreDb } from "../store";

/**
 * The company change journal (`company_changes`, migration 0016): the ids of the companies
 * written since a position, so a rebuild reads only those instead of every company. Triggers on
 * the companies table append the rows; nothing here writes them.
 */

/** A row of the journal: where a snapshot stands. `token` tells this store's row from another store's of the same `seq`. */
export interface JournalPosition {
  seq: number;
  token: string;
}

/** The journal's newest row: what a snapshot written from the store's companies now reflects. */
export async function readJournalHead(db: StoreDb): Promise<JournalPosition> {
  const row = await db.selectFrom("company_changes").select(["seq", "token"]).orderBy("seq", "desc").limit(1).executeTakeFirst();
  // The migration writes a first row and pruning keeps the newest, so there always is one.
  if (!row) throw new Error("the company change journal is empty: its first row is missing");
  return row;
}

/** The companies logged after `since` up to `head`, or why the journal cannot say (then every company must be compared). */
export type JournalChanges = { ok: true; ids: number[] } | { ok: false; reason: string };

/**
 * The distinct ids of the companies written after `since`, up to and including `head`, at most
 * `limit` of them (more → not ok). Not ok, with the reason, when the store's journal does not
 * hold `since` as it was: a position ahead of the journal or a row of another token (the store
 * was replaced or restored from a backup), or a row pruned since.
 */
export async function readJournalChanges(db: StoreDb, since: JournalPosition, head: JournalPosition, limit: number): Promise<JournalChanges> {
  if (since.seq > head.seq)
    return { ok: false, reason: `the snapshot's journal position ${since.seq} is ahead of the store's (${head.seq}): the store was replaced` };
  const row = await db.selectFrom("company_changes").select("token").where("seq", "=", since.seq).executeTakeFirst();
  if (row && row.token !== since.token)
    return { ok: false, reason: `the store's journal row ${since.seq} is not the one the snapshot recorded: the store was replaced` };
  if (!row) return { ok: false, reason: `the store's journal no longer holds position ${since.seq} (pruned, or the store was replaced)` };
  const ids = await db
    .selectFrom("company_changes")
    .select("company_id")
    .distinct()
    .where("seq", ">", since.seq)
    .where("seq", "<=", head.seq)
    .where("company_id", "is not", null)
    .orderBy("company_id")
    .limit(limit + 1)
    .execute();
  if (ids.length > limit) return { ok: false, reason: `the journal names over ${limit} companies since the snapshot` };
  return { ok: true, ids: ids.map((r) => r.company_id as number) };
}

/** Deletes the journal rows before `seq` (a snapshot at an older position then compares every company). */
export async function pruneCompanyChanges(db: StoreDb, seq: number): Promise<number> {
  const result = await db.deleteFrom("company_changes").where("seq", "<", seq).executeTakeFirst();
  return Number(result.numDeletedRows);
}
