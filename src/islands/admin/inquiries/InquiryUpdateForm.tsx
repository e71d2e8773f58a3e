import { type SubmitEvent, useId, useState } from "react";
import { API_PATHS, fillPath } from "../../../client/endpoints";
import { INQUIRY_NOTE_MAX, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus, inquiryPatchSchema } from "../../../lib/admin/inquiries";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, INPUT, LABEL } from "../ui";

const FIELD_LABELS: Record<string, string> = { note: "Note", status: "Status" };

/** "Note must be at most 2000 characters." / "Write a note or choose a different status." */
function readable(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return "Check the form.";
  const label = FIELD_LABELS[String(issue.path[0])];
  const text = issue.message.startsWith("must") && label ? `${label} ${issue.message}` : issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  return `${text}.`;
}

/**
 * The inquiry's status control and note box: 'Save' sends the status when it changed and the
 * note when one was written (checked with the API's own schema first, so the message shows at
 * the note). `onDone` runs after every attempt, so the page shows the inquiry as stored.
 */
export function InquiryUpdateForm({ inquiryId, status, onDone }: { inquiryId: number; status: InquiryStatus; onDone: () => void }) {
  const id = useId();
  const [next, setNext] = useState<InquiryStatus>(status);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inquiryPatchSchema.safeParse({ status: next === status ? undefined : next, note });
    if (!parsed.success) {
      setError(readable(parsed.error.issues[0]));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await adminRequest(fillPath(API_PATHS.adminInquiry, { id: inquiryId }), { method: "PATCH", body: parsed.data });
      const what = parsed.data.status ? `The inquiry is now ${INQUIRY_STATUS_LABELS[parsed.data.status]}.` : "Your note was added.";
      showToast({ title: "Inquiry updated", description: what });
      setNote("");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={busy || undefined} noValidate>
      <div>
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <select id={`${id}-status`} className={`${INPUT} mt-1`} value={next} onChange={(e) => setNext(e.target.value as InquiryStatus)}>
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INQUIRY_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={LABEL}>
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          className={`${INPUT} mt-1`}
          rows={4}
          maxLength={INQUIRY_NOTE_MAX}
          value={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-700">
          Kept with your name and the time. {note.length}/{INQUIRY_NOTE_MAX} characters.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
