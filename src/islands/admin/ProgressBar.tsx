import type { JobStatus } from "../../lib/admin/jobs";

/** A job's progress as an accessible progress bar (green when done, red when failed). */
export function ProgressBar({ value, status, label }: { value: number; status: JobStatus; label: string }) {
  const percent = status === "succeeded" ? 100 : Math.max(0, Math.min(100, Math.round(value)));
  const color = status === "failed" ? "bg-red-600" : status === "succeeded" ? "bg-green-600" : "bg-brand-600";
  return (
    <div className="flex items-center gap-2">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${color} transition-[width]`} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-slate-700">{percent}%</span>
    </div>
  );
}
