import type { QaCheck, QaSuite } from "../../lib/admin/qa-api";

/** Running one QA check: its outcome, how long it took and, when it did not pass, why. */

/** Thrown by a check that cannot run (e.g. what it needs was not found); it is recorded as skipped. */
export class QaSkip extends Error {}

/** Longest failure detail kept per check. */
const DETAIL_MAX = 1000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, DETAIL_MAX);

/** Runs `body`; a throw fails the check (QaSkip skips it), a return passes it. Never throws. */
export async function runCheck(suite: QaSuite, name: string, body: () => Promise<void>): Promise<QaCheck> {
  const started = performance.now();
  try {
    await body();
    return { suite, name, status: "passed", duration_ms: Math.round(performance.now() - started), detail: null };
  } catch (error) {
    const status = error instanceof QaSkip ? "skipped" : "failed";
    return { suite, name, status, duration_ms: Math.round(performance.now() - started), detail: message(error) };
  }
}

/** A check recorded as skipped without running, with the reason. */
export const skippedCheck = (suite: QaSuite, name: string, reason: string): QaCheck => ({
  suite,
  name,
  status: "skipped",
  duration_ms: 0,
  detail: reason,
});

/** Fails the check with `detail` unless `condition` holds. */
export function expectThat(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new Error(detail);
}
