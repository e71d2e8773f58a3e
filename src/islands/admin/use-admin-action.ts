import { useState } from "react";
import { showToast } from "../../stores/toast";
import { errorMessage } from "./admin-data";

/**
 * Runs one admin write: true when it succeeded; on failure a toast titled `failure` says why
 * and the answer is false. Success toasts stay with the caller (they name what changed).
 */
export async function attempt(failure: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (e) {
    showToast({ title: failure, description: errorMessage(e), variant: "destructive" });
    return false;
  }
}

/**
 * `attempt` with a busy marker: `busy` names the item being changed (a row id, "save") until
 * the write ends, so its button can be disabled; `after` runs then, success or not.
 */
export function useAdminAction<K extends string | number | boolean = true>() {
  const [busy, setBusy] = useState<K | null>(null);
  async function run(key: K, failure: string, work: () => Promise<unknown>, after?: () => void): Promise<boolean> {
    setBusy(key);
    const ok = await attempt(failure, work);
    setBusy(null);
    after?.();
    return ok;
  }
  return { busy, run };
}

/**
 * A write on one chosen item behind a `ConfirmDialog`: `ask(item)` opens the dialog, `dialog`
 * holds its open, busy, confirm and cancel props. Confirming runs `work(item)` as `run` does; the
 * dialog closes when the write succeeds, and after a failure too with `closeOnFailure`.
 */
export function useConfirmedAction<T>(failure: string, work: (item: T) => Promise<unknown>, closeOnFailure = false) {
  const [item, setItem] = useState<T | null>(null);
  const { busy, run } = useAdminAction();
  async function confirm() {
    if (item === null) return;
    const ok = await run(true, failure, () => work(item));
    if (ok || closeOnFailure) setItem(null);
  }
  const cancel = () => setItem(null);
  return { item, ask: setItem, dialog: { open: item !== null, busy: busy !== null, onConfirm: confirm, onCancel: cancel } };
}
