import type { StoreDb } from "../store";

/** Removal of the QA suite's own quote traffic (rows stored with is_test = 1). */

export interface PurgedTestQuote {
  leads: number;
  sessions: number;
  events: number;
  matchSets: number;
}

/**
 * Deletes one QA quote in one transaction: its test lead with the lead's companies, status
 * history and deliveries, its test funnel events and session, and the match sets stored under
 * its lead uuid (a random uuid only the run knows). Rows stored as a visitor's (is_test = 0)
 * are never touched, whatever ids they share.
 */
export async function purgeTestQuote(db: StoreDb, quote: { leadUuid: string; sessionId: string | null }): Promise<PurgedTestQuote> {
  return db.transaction().execute(async (trx) => {
    const leadIds = (await trx.selectFrom("leads").select("id").where("lead_uuid", "=", quote.leadUuid).where("is_test", "=", 1).execute()).map(
      (r) => r.id,
    );
    let leads = 0;
    if (leadIds.length > 0) {
      await trx.deleteFrom("lead_companies").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("lead_status_history").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).execute();
      leads = Number((await trx.deleteFrom("leads").where("id", "in", leadIds).executeTakeFirst()).numDeletedRows);
    }
    const events = Number(
      (await trx.deleteFrom("funnel_events").where("lead_uuid", "=", quote.leadUuid).where("is_test", "=", 1).executeTakeFirst()).numDeletedRows,
    );
    const matchSets = Number((await trx.deleteFrom("match_sets").where("lead_uuid", "=", quote.leadUuid).executeTakeFirst()).numDeletedRows);
    const sessions =
      quote.sessionId === null
        ? 0
        : Number(
            (await trx.deleteFrom("quote_sessions").where("id", "=", quote.sessionId).where("is_test", "=", 1).executeTakeFirst()).numDeletedRows,
          );
    return { leads, sessions, events, matchSets };
  });
}

/** What the store holds of one quote: its lead (and whether it is a test), its deliveries and events. */
export async function qaStoredQuote(
  db: StoreDb,
  leadUuid: string,
): Promise<{ lead: { id: number; isTest: boolean } | null; deliveries: number; events: number; visitorEvents: number }> {
  const lead = await db.selectFrom("leads").select(["id", "is_test"]).where("lead_uuid", "=", leadUuid).executeTakeFirst();
  const deliveries = lead
    ? Number(
        (
          await db
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("lead_id", "=", lead.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  const events = await db.selectFrom("funnel_events").select("is_test").where("lead_uuid", "=", leadUuid).execute();
  return {
    lead: lead ? { id: lead.id, isTest: lead.is_test === 1 } : null,
    deliveries,
    events: events.length,
    visitorEvents: events.filter((e) => e.is_test !== 1).length,
  };
}
