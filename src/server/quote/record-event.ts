import type { FunnelEvent } from "../../lib/quote/api-contracts";
import { insertFunnelEvent } from "../db/quote";
import type { StoreDb } from "../db/store";
import { type LimitOutcome, takeLimit } from "../limits/limiter";
import { EVENTS_PER_QUOTE } from "../limits/policies";

export type RecordEventResult = { ok: true; stored: boolean } | Exclude<LimitOutcome, { ok: true }>;

/**
 * Records a wizard funnel event ('form_step' with its step, 'form_submission' with its outcome)
 * for the admin statistics. Limited per client and overall (429); a quote that already has
 * EVENTS_PER_QUOTE events gets `stored: false` and nothing is written, since a real wizard
 * never sends that many and a retrying client should not be told to come back.
 */
export async function recordEvent(db: StoreDb, e: FunnelEvent, ipAddress: string | null): Promise<RecordEventResult> {
  const limit = await takeLimit(db, "events", ipAddress);
  if (!limit.ok) return limit;
  const stored = await insertFunnelEvent(
    db,
    {
      event: e.event,
      step: e.event === "form_step" ? e.step : undefined,
      status: e.event === "form_submission" ? e.status : undefined,
      leadUuid: e.lead_uuid,
      sessionId: e.session_id,
    },
    EVENTS_PER_QUOTE,
  );
  return { ok: true, stored };
}
