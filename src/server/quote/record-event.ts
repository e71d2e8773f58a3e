import type { FunnelEvent } from "../../lib/quote/api-contracts";
import { insertFunnelEvent } from "../db/quote";
import type { StoreDb } from "../db/store";

/** Records a wizard funnel event ('form_step' with its step, 'form_submission' with its outcome) for the admin statistics. */
export async function recordEvent(db: StoreDb, e: FunnelEvent): Promise<void> {
  await insertFunnelEvent(db, {
    event: e.event,
    step: e.event === "form_step" ? e.step : undefined,
    status: e.event === "form_submission" ? e.status : undefined,
    leadUuid: e.lead_uuid,
    sessionId: e.session_id,
  });
}
