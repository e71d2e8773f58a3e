import type { AriaAttributes } from "react";
import type { JobStatus } from "../../lib/admin/jobs";

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

/**
 * Labelled steps (a wizard's): done and current steps filled, the current one marked. In a
 * narrow panel (a container query, as a hero is narrower than the page) the labels stay for
 * screen readers only and the current one is named beside "Step n of N".
 */
export function StepProgress({ step, labels, label }: { step: number; labels: readonly string[]; label: string }) {
  return (
    <div className="@container mb-6">
      <p className="text-sm font-medium text-slate-700">
        Step {step} of {labels.length}
        <span className="@md:hidden">: {labels[step - 1]}</span>
      </p>
      <ol aria-label={label} className="mt-2 grid gap-1" style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}>
        {labels.map((name, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "todo";
          const tone = state === "current" ? "font-semibold text-brand-800" : state === "done" ? "text-brand-700" : "text-slate-600";
          return (
            <li key={name} aria-current={state === "current" ? "step" : undefined} className="min-w-0">
              <span aria-hidden="true" className={`block h-1.5 rounded-full ${state === "todo" ? "bg-slate-200" : "bg-brand-600"}`} />
              <span className={`sr-only @md:not-sr-only @md:mt-1 @md:block @md:truncate text-xs leading-tight ${tone}`}>
                {name}
                {state === "done" && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
