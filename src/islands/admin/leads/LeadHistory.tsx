import { statusChangeText } from "../../../lib/admin/lead-format";
import type { LeadStatusChange } from "../../../lib/admin/leads-api";
import { DateTime } from "../ui";

/** The lead's status changes, oldest first: from → to, who, when and the note. */
export function LeadHistory({ history }: { history: LeadStatusChange[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-700">No status changes yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Status changes, oldest first">
      {history.map((change, index) => (
        // History entries have no id; their order is fixed (oldest first, append-only).
        // biome-ignore lint/suspicious/noArrayIndexKey: append-only list.
        <li key={index} className="rounded-md border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{statusChangeText(change)}</p>
          <p className="text-sm text-slate-700">
            by {change.changedBy} on <DateTime iso={change.changedAt} />
          </p>
          {change.note && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{change.note}</p>}
        </li>
      ))}
    </ol>
  );
}
