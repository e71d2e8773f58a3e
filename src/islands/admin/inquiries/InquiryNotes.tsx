import { type InquiryNote, statusChangeLabel } from "../../../lib/admin/inquiries-api";
import { DateTime } from "../ui";

/** The inquiry's notes and status changes, oldest first: who, when, what. */
export function InquiryNotes({ notes }: { notes: InquiryNote[] }) {
  if (notes.length === 0) return <p className="text-sm text-slate-700">No notes yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Notes, oldest first">
      {notes.map((note) => {
        const change = statusChangeLabel(note);
        return (
          <li key={note.id} className="rounded-md border border-slate-200 p-3">
            {change && <p className="font-semibold text-slate-900">Status: {change}</p>}
            {note.text && <p className="whitespace-pre-line break-words text-sm text-slate-900">{note.text}</p>}
            <p className="mt-1 text-xs text-slate-700">
              by {note.author} on <DateTime iso={note.createdAt} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
