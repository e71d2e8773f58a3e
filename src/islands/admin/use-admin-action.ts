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
