import { type ReactNode, useEffect, useId, useRef } from "react";
import { US_STATES } from "../../lib/states";

/** Small building blocks shared by the admin pages. */

/** A spinner with a text for assistive technology (spec 4.3: auth and lazy pages). */
export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-slate-700" role="status">
      <span className="inline-block h-6 w-6 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

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

const BASE = "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

/** Button classes: primary (brand), secondary (outline), danger (red). */
export const BUTTON = {
  primary: `${BASE} bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-600`,
  secondary: `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-brand-600`,
  danger: `${BASE} bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700`,
} as const;

/** Classes of text inputs and selects. */
export const INPUT =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** Classes of a field label. */
export const LABEL = "block text-sm font-medium text-slate-800";

/** A labelled state filter: "All states" ("") or a two-letter abbreviation. */
export function StateFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (state: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} className={`${INPUT} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All states</option>
        {US_STATES.map((s) => (
          <option key={s.abbreviation} value={s.abbreviation}>
            {s.name} ({s.abbreviation})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous/next pager with "Page N of M" and the total. */
export function Pager({ page, pageSize, total, onPage, noun }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700" aria-label={`${noun} pages`}>
      <p>
        {total === 0 ? `No ${noun}` : `${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={BUTTON.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        <button type="button" className={BUTTON.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

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

/** A coloured status pill (lead, job or upload status). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${BADGE_COLORS[status] ?? "bg-slate-100 text-slate-800"}`}>{status}</span>;
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and Escape closes it,
 * with no library. Rendered only while `open`.
 */
export function Modal({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="p-6">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** A confirmation step for destructive actions: says what will happen, Cancel or confirm. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} open={open} onClose={onCancel}>
      <div className="text-slate-700">{message}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={BUTTON.danger} onClick={onConfirm} disabled={busy}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** "Nov 22, 2026, 3:04 PM" in the admin's time zone, from an ISO timestamp. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
