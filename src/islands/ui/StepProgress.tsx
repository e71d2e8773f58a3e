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
