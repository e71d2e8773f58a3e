import { channelLabel, type DeliveryTone, deliveryStatus } from "../../../lib/admin/delivery-format";
import type { AdminLeadDelivery } from "../../../lib/admin/lead-deliveries";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest } from "../admin-data";
import { BUTTON, formatDateTime } from "../ui";
import { useAdminAction } from "../use-admin-action";

const TONES: Record<DeliveryTone, string> = {
  ok: "bg-green-100 text-green-900",
  bad: "bg-red-100 text-red-900",
  wait: "bg-amber-100 text-amber-900",
  off: "bg-slate-200 text-slate-800",
};

/**
 * The lead's deliveries: each chosen mover's email and webhook and the customer's confirmation,
 * with status, attempts, the last error and when it last changed. Resend queues one again now;
 * `onDone` reloads the lead afterwards (after a refusal too).
 */
export function LeadDeliveries({ leadId, deliveries, onDone }: { leadId: number; deliveries: AdminLeadDelivery[]; onDone: () => void }) {
  const { busy, run } = useAdminAction<number>();
  if (deliveries.length === 0) return <p className="text-sm text-slate-700">Nothing was sent for this lead.</p>;

  const resend = (d: AdminLeadDelivery) =>
    run(
      d.id,
      "Could not resend",
      async () => {
        await adminRequest(fillPath(API_PATHS.adminLeadDeliveryResend, { id: leadId, deliveryId: d.id }), { method: "POST" });
        showToast({
          title: "Queued again",
          description: `${channelLabel(d.channel)}${d.company_name ? ` (${d.company_name})` : ""} goes out again now.`,
        });
      },
      onDone,
    );

  return (
    <ul className="divide-y divide-slate-200" aria-label="Deliveries of this lead">
      {deliveries.map((d) => {
        const status = deliveryStatus(d);
        const who = d.company_name ?? "Customer";
        return (
          <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-semibold text-slate-900">
                {who} <span className="font-normal text-slate-700">· {channelLabel(d.channel)}</span>
              </p>
              {d.recipient && <p className="break-all text-slate-700">{d.recipient}</p>}
              <p className="text-slate-700">
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status.tone]}`}>{status.label}</span> ·{" "}
                {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`} · <time dateTime={d.updated_at}>{formatDateTime(d.updated_at)}</time>
              </p>
              {d.last_error && <p className={status.tone === "bad" ? "text-red-800" : "text-slate-700"}>{d.last_error}</p>}
            </div>
            {d.status !== "skipped" && (
              <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={() => resend(d)}>
                Resend<span className="sr-only"> {`${channelLabel(d.channel).toLowerCase()} to ${who}`}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
