import { retryDeliveriesParams } from "../../lib/admin/scripts-api";
import { requeueFailedDeliveries } from "../db/store/repositories/maintenance";
import { defineScript } from "./types";

/**
 * `retry-deliveries`: every failed outbox row (warehouse copy, email, webhook) goes back in the
 * queue, due now; the outbox worker (or Netlify's scheduled outbox function) sends them. Attempts
 * keep counting, so each gets one more try before it fails again.
 */
export const retryDeliveries = defineScript({
  id: "retry-deliveries",
  title: "Retry failed deliveries",
  description: "Puts every failed lead delivery (warehouse copy, email or webhook) back in the queue to be sent again.",
  params: retryDeliveriesParams,
  async run(ctx) {
    const requeued = await requeueFailedDeliveries(ctx.store.db);
    ctx.log(requeued === 0 ? "No failed deliveries" : `Re-queued ${requeued} failed deliveries`);
    ctx.setResult({ requeued });
  },
});
