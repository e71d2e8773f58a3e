import { atom } from "nanostores";

/**
 * Toast notifications: one visible at a time, shown until dismissed or replaced; a
 * dismissed toast leaves the list after TOAST_REMOVE_DELAY_MS (the spec's removal delay).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const $toasts = atom<Toast[]>([]);

let lastId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a toast, replacing the visible one (TOAST_LIMIT is 1). Returns its id.
 * `showToast({ title: "Error submitting form", description: "Failed to submit lead data", variant: "destructive" })`
 */
export function showToast(input: ToastInput): number {
  lastId += 1;
  const toast: Toast = { id: lastId, title: input.title, description: input.description, variant: input.variant ?? "default", open: true };
  const kept = [toast, ...$toasts.get()].slice(0, TOAST_LIMIT);
  for (const old of $toasts.get()) if (!kept.includes(old)) clearTimer(old.id);
  $toasts.set(kept);
  return toast.id;
}

/** Hides one toast (or every toast without an id) and schedules its removal. */
export function dismissToast(id?: number): void {
  $toasts.set(
    $toasts.get().map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Removes a toast from the list at once. */
export function removeToast(id: number): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS),
  );
}

function clearTimer(id: number): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}
