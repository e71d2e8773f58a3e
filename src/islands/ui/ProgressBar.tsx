import type { AriaAttributes } from "react";
import type { JobStatus } from "../../lib/admin/jobs-api";

type TrackProps = Pick<AriaAttributes, "aria-label" | "aria-labelledby" | "aria-valuemax" | "aria-valuenow" | "aria-valuetext"> & {
  /** How full the bar is, 0-100. */
  percent: number;
  /** The fill's colour class. */
  fill?: string;
  className?: string;
};

/** The shared core: an accessible progressbar track with a coloured fill (no motion when reduced). */
export function ProgressTrack({ percent, fill = "bg-brand-600", className = "", ...aria }: TrackProps) {
  return (
    <div role="progressbar" aria-valuemin={0} {...aria} className={`h-2 overflow-hidden rounded-full bg-slate-200 ${className}`}>
      <div
        className={`h-full rounded-full ${fill} transition-[width] motion-reduce:transition-none`}
        style={{ width: `${Math.max(0, Math.min(100, percent))}%` }}
      />
    </div>
  );
}

/** A job's progress with its percentage beside it: green when done, red when failed. */
export function ProgressBar({ value, status, label }: { value: number; status: JobStatus; label: string }) {
  const percent = status === "succeeded" ? 100 : Math.max(0, Math.min(100, Math.round(value)));
  const fill = status === "failed" ? "bg-red-600" : status === "succeeded" ? "bg-green-600" : "bg-brand-600";
  return (
    <div className="flex items-center gap-2">
      <ProgressTrack aria-label={label} aria-valuemax={100} aria-valuenow={percent} percent={percent} fill={fill} className="flex-1" />
      <span className="w-10 text-right text-xs tabular-nums text-slate-700">{percent}%</span>
    </div>
  );
}
