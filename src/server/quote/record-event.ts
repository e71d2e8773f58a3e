import type { FunnelEvent } from "../../lib/quote/quote-api";
import { insertFunnelEvent } from "../db/store/repositories/quote";
import type { StoreDb } from "../db/store/store";
import { EVENTS_PER_QUOTE } from "../limits/policies";
import { admitQuoteWrite, type LimitRefusal } from "./admission";

export type RecordEventResult = { ok: true; stored: boolean } | LimitRefusal;

/**
 * Records a wizard funnel event ('form_step' with its step, 'form_submission' with its outcome)
 * for the admin statistics. Limited per client and overall (429); a quote that already has
 * EVENTS_PER_QUOTE events gets `stored: false` and nothing is written, since a real wizard
 * never sends that many and a retrying client should not be told to come back. An event carrying
 * the token of a QA run under way (`qaRun`) is stored as test traffic and takes no visitor's limit.
 */
export async function recordEvent(db: StoreDb, e: FunnelEvent, ipAddress: string | null, qaRun: string | null = null): Promise<RecordEventResult> {
  const admitted = await admitQuoteWrite(db, "events", ipAddress, qaRun);
  if (!admitted.ok) return admitted;
  const { isTest } = admitted;
  const stored = await insertFunnelEvent(
    db,
    {
      event: e.event,
      step: e.event === "form_step" ? e.step : undefined,
      status: e.event === "form_submission" ? e.status : undefined,
      leadUuid: e.lead_uuid,
      sessionId: e.session_id,
      isTest,
    },
    EVENTS_PER_QUOTE,
  );
  return { ok: true, stored };
}
