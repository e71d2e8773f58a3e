import { type ReactNode, useId } from "react";
import { BUTTON } from "./styles";

/** A white card with an optional heading. */
export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A failed load, with a retry button. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" role="alert">
      <p className="font-semibold">Could not load this data</p>
      <p className="mt-1 text-sm">{error instanceof Error ? error.message : String(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${BUTTON.secondary} mt-3`}>
          Try again
        </button>
      )}
    </div>
  );
}
