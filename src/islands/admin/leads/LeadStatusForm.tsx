import { type SubmitEvent, useId, useState } from "react";
import { API_PATHS, fillPath } from "../../../client/endpoints";
import { statusLabel } from "../../../lib/admin/lead-format";
import { CLOSED_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, INPUT, LABEL, StatusBadge } from "../ui";

const MAX_NOTE = 1000;

/**
 * The lead's status control: the current status, a choice of the statuses the pipeline allows
 * next (from the server's `nextStatuses`), an optional note and 'Update status'. `onDone` runs
 * after every attempt, so the page reloads the lead (after a refused change too: someone else
 * may have moved it).
 */
export function LeadStatusForm({ leadId, status, nextStatuses, onDone }: { leadId: number; status: LeadStatus; nextStatuses: LeadStatus[]; onDone: () => void }) {
  const id = useId();
  const [next, setNext] = useState<LeadStatus | "">(nextStatuses[0] ?? "");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!next) return;
    setBusy(true);
    try {
      await adminRequest(fillPath(API_PATHS.adminLeadStatus, { id: leadId }), { method: "POST", body: { status: next, note: note.trim() || undefined } });
      showToast({ title: "Lead status updated", description: `The lead is now ${statusLabel(next)}.` });
      setNote("");
    } catch (e) {
      showToast({ title: "Could not update the status", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-slate-800">
        Current status: <StatusBadge status={status} />
      </p>
      {nextStatuses.length === 0 ? (
        <p className="text-sm text-slate-700">
          {statusLabel(status)} is a final status: this lead&apos;s status cannot change any more.
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3" aria-busy={busy || undefined}>
          <div>
            <label htmlFor={`${id}-next`} className={LABEL}>
              New status
            </label>
            <select
              id={`${id}-next`}
              className={`${INPUT} mt-1`}
              value={next}
              aria-describedby={`${id}-rule`}
              onChange={(e) => setNext(e.target.value as LeadStatus)}
            >
              {nextStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                  {CLOSED_STATUSES.includes(s) ? " (final)" : ""}
                </option>
              ))}
            </select>
            <p id={`${id}-rule`} className="mt-1 text-xs text-slate-600">
              Leads move one step at a time (New → Contacted → Scheduled → Quoted → Converted) or to Lost. Converted and Lost are final.
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={LABEL}>
              Note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className={`${INPUT} mt-1`}
              rows={3}
              maxLength={MAX_NOTE}
              value={note}
              aria-describedby={`${id}-note-hint`}
              onChange={(e) => setNote(e.target.value)}
            />
            <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
              Kept in the history. {note.length}/{MAX_NOTE} characters.
            </p>
          </div>
          <button type="submit" className={BUTTON.primary} disabled={busy || !next}>
            {busy ? "Updating…" : "Update status"}
          </button>
        </form>
      )}
    </div>
  );
}
