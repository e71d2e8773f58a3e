import { type SubmitEvent, useId, useState } from "react";
import { statusLabel } from "../../../lib/admin/lead-format";
import { MAX_NOTE } from "../../../lib/admin/leads-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { CLOSED_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { showToast } from "../../../stores/toast";
import { adminRequest } from "../admin-data";
import { BUTTON, NoteField, SelectField, StatusBadge } from "../ui";
import { useAdminAction } from "../use-admin-action";

/**
 * The lead's status control: the current status, a choice of the statuses the pipeline allows
 * next (from the server's `nextStatuses`), an optional note and 'Update status'. `onDone` runs
 * after every attempt, so the page reloads the lead (after a refused change too: someone else
 * may have moved it).
 */
export function LeadStatusForm({
  leadId,
  status,
  nextStatuses,
  onDone,
}: {
  leadId: number;
  status: LeadStatus;
  nextStatuses: LeadStatus[];
  onDone: () => void;
}) {
  const id = useId();
  const [next, setNext] = useState<LeadStatus | "">(nextStatuses[0] ?? "");
  const [note, setNote] = useState("");
  const { busy, run } = useAdminAction();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!next) return;
    run(
      true,
      "Could not update the status",
      async () => {
        await adminRequest(fillPath(API_PATHS.adminLeadStatus, { id: leadId }), {
          method: "POST",
          body: { status: next, note: note.trim() || undefined },
        });
        showToast({ title: "Lead status updated", description: `The lead is now ${statusLabel(next)}.` });
        setNote("");
      },
      onDone,
    );
  };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-slate-800">
        Current status: <StatusBadge status={status} />
      </p>
      {nextStatuses.length === 0 ? (
        <p className="text-sm text-slate-700">{statusLabel(status)} is a final status: this lead&apos;s status cannot change any more.</p>
      ) : (
        <form onSubmit={submit} className="space-y-3" aria-busy={busy !== null || undefined}>
          <SelectField
            id={`${id}-next`}
            label="New status"
            value={next}
            onChange={(value) => setNext(value as LeadStatus)}
            options={nextStatuses}
            optionLabel={(s) => `${statusLabel(s as LeadStatus)}${CLOSED_STATUSES.includes(s as LeadStatus) ? " (final)" : ""}`}
            hint="Leads move one step at a time (New → Contacted → Scheduled → Quoted → Converted) or to Lost. Converted and Lost are final."
          />
          <NoteField id={`${id}-note`} value={note} onChange={setNote} max={MAX_NOTE} hint="Kept in the history." />
          <button type="submit" className={BUTTON.primary} disabled={busy !== null || !next}>
            {busy !== null ? "Updating…" : "Update status"}
          </button>
        </form>
      )}
    </div>
  );
}
