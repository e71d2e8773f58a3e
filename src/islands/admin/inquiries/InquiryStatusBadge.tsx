import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "../../../lib/admin/inquiries-api";

const COLORS: Record<InquiryStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
};

/** An inquiry's status as a coloured pill with its word, so colour is never the only cue. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${COLORS[status]}`}>{INQUIRY_STATUS_LABELS[status]}</span>;
}
