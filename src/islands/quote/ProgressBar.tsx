import { STEP_LABELS } from "../../stores/quote";

/**
 * The seven labelled steps (spec 2.5): done and current steps filled, the current one marked.
 * In a narrow panel (a container query, as the hero is narrower than the page) the labels stay
 * for screen readers only and the current one is named beside "Step n of 7".
 */
export function ProgressBar({ step }: { step: number }) {
  return (
    <div className="@container mb-6">
      <p className="text-sm font-medium text-slate-700">
        Step {step} of {STEP_LABELS.length}
        <span className="@md:hidden">: {STEP_LABELS[step - 1]}</span>
      </p>
      <ol aria-label="Quote progress" className="mt-2 grid grid-cols-7 gap-1">
        {STEP_LABELS.map((label, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "todo";
          const tone = state === "current" ? "font-semibold text-brand-800" : state === "done" ? "text-brand-700" : "text-slate-600";
          return (
            <li key={label} aria-current={state === "current" ? "step" : undefined} className="min-w-0">
              <span aria-hidden="true" className={`block h-1.5 rounded-full ${state === "todo" ? "bg-slate-200" : "bg-brand-600"}`} />
              <span className={`sr-only @md:not-sr-only @md:mt-1 @md:block @md:truncate text-xs leading-tight ${tone}`}>
                {label}
                {state === "done" && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
