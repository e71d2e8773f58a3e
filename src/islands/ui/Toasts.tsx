import { useStore } from "@nanostores/react";
import { $toasts, dismissToast } from "../../stores/toast";
import { ToastRegion } from "./ToastRegion";

/** The open toasts (one at a time), each dismissible; inside a ToastRegion. */
export function ToastCards() {
  const toasts = useStore($toasts).filter((t) => t.open);
  return toasts.map((t) => (
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
  ));
}

/**
 * The toast region with its toasts: always present and polite, so a new toast is announced; one
 * toast at a time, at most 420 px wide, each dismissible.
 */
export function Toasts() {
  return (
    <ToastRegion>
      <ToastCards />
    </ToastRegion>
  );
}
