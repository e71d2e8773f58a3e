import { type SubmitEvent, useId, useState } from "react";
import { INQUIRY_NOTE_MAX, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus, inquiryPatchSchema } from "../../../lib/admin/inquiries-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, NoteField, SelectField } from "../ui";

const FIELD_LABELS: Record<string, string> = { note: "Note", status: "Status" };

/** "Note must be at most 2000 characters." / "Write a note or choose a different status." */
function readable(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return "Check the form.";
  const label = FIELD_LABELS[String(issue.path[0])];
  const text =
    issue.message.startsWith("must") && label ? `${label} ${issue.message}` : issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
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
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={next}
        onChange={(value) => setNext(value as InquiryStatus)}
        options={INQUIRY_STATUSES}
        optionLabel={(s) => INQUIRY_STATUS_LABELS[s as InquiryStatus]}
      />
      <NoteField
        id={`${id}-note`}
        value={note}
        onChange={setNote}
        max={INQUIRY_NOTE_MAX}
        rows={4}
        hint="Kept with your name and the time."
        error={error}
      />
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
