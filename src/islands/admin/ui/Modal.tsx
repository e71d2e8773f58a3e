import { type ReactNode, useEffect, useId, useRef } from "react";
import { BUTTON } from "./styles";

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
