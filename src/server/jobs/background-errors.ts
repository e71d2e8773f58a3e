import { isStoreUnavailable } from "../db/store/store";

/**
 * Error reporting for the background loops of the local server (job runner, outbox worker): a
 * store that is down fails every poll, so an outage is logged once when it starts and once when
 * it ends, not once a second; any other error is logged in full each time.
 */
export function backgroundErrorLog(label: string, log: (...args: unknown[]) => void = console.error) {
  let down = false;
  return {
    failed(error: unknown): void {
      if (!isStoreUnavailable(error)) {
        log(`${label} failed:`, error);
        return;
      }
      if (!down)
        log(`${label}: the run-time store is unavailable (${error instanceof Error ? error.message : String(error)}); retrying until it is back`);
      down = true;
    },
    succeeded(): void {
      if (down) log(`${label}: the run-time store is back`);
      down = false;
    },
  };
}
