import type { JobCancelResponse } from "../../lib/admin/jobs-api";
import { recordAudit } from "../db/store/repositories/audit";
import { getJob, requestJobCancel } from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";

/**
 * An admin cancels a job (any kind): queued → cancelled at once; running → asked to stop (the
 * runner ends it 'cancelled' at its next check); finished → nothing changes. Recorded in the
 * audit log with the outcome. Undefined for an unknown job.
 */
export async function cancelJob(store: Store, id: number, by: string): Promise<JobCancelResponse | undefined> {
  const outcome = await store.db.transaction().execute(async (trx) => {
    const result = await requestJobCancel(trx, id, by);
    if (result === "cancelled" || result === "requested") {
      await recordAudit(trx, {
        actor: by,
        action: "job.cancel",
        targetType: "job",
        targetId: id,
        summary: result === "cancelled" ? `Cancelled job ${id} before it started` : `Asked running job ${id} to stop`,
      });
    }
    return result;
  });
  if (!outcome) return undefined;
  const job = await getJob(store.db, id);
  return job ? { job, outcome } : undefined;
}
