import { useStore } from "@nanostores/react";
import { $toasts, dismissToast } from "../../stores/toast";

/**
 * The toast region: always present and polite, so a new toast is announced; one toast at a
 * time, at most 420 px wide, each dismissible.
 */
export function Toasts() {
  const toasts = useStore($toasts).filter((t) => t.open);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-[420px] flex-col gap-2 p-4">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-1 text-sm">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss notification"
            className="-m-1 rounded p-1 leading-none opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2 focus:ring-current"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ))}
    </div>
  );
}
