const BADGE_COLORS: Record<string, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  scheduled: "bg-violet-100 text-violet-900",
  quoted: "bg-cyan-100 text-cyan-900",
  converted: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  queued: "bg-slate-200 text-slate-800",
  running: "bg-blue-100 text-blue-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  previewed: "bg-amber-100 text-amber-900",
  imported: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
  passed: "bg-green-100 text-green-900",
  skipped: "bg-slate-200 text-slate-800",
};

/** A coloured pill; `colors` picks the classes of the text ("bg-… text-…"). */
export function Badge({ children, colors }: { children: string; colors: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${colors}`}>{children}</span>;
}

/** A coloured status pill (lead, job or upload status). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge colors={`capitalize ${BADGE_COLORS[status] ?? "bg-slate-100 text-slate-800"}`}>{status}</Badge>;
}
