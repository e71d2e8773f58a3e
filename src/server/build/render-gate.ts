import fs from "node:fs";
import { config } from "../config";

/**
 * An incremental rebuild starts its partial `astro build` before it knows which pages to render:
 * Astro's and Vite's bundling (seconds, whatever the data) runs while the snapshot is updated and
 * the pages are planned. The build reads no data until it renders, and then waits here: its first
 * read of the snapshot until the rebuild marks the new snapshot final (`<list file>.snapshot`, or
 * the list itself), its first read of the page list (RENDER_ONLY_FILE) until the list exists.
 * The rebuild writes both with a rename, so a file that exists is complete.
 */
const WAIT_MS = 15 * 60_000;
const POLL_MS = 20;

/** The variable that marks a build parked ahead of the next change, naming the process that waits for it. */
export const GATE_OWNER_ENV = "RENDER_GATE_OWNER_PID";

/** The marker file that says a partial build's snapshot is final. */
export const snapshotReadyFile = (listFile: string) => `${listFile}.snapshot`;

const OWNER_CHECK_MS = 1_000;

const passed = new Set<string>();

/** Whether the process that parked this build has ended (then nobody will ever write its files). */
function ownerGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Waits for one of `files`: 15 minutes at most, or, for a build parked ahead of the next change
 * (RENDER_GATE_OWNER_PID), for as long as the process that parked it lives.
 */
function waitFor(files: string[]): void {
  const key = files.join("\n");
  if (passed.has(key)) return;
  const owner = config().RENDER_GATE_OWNER_PID;
  const deadline = owner ? Number.POSITIVE_INFINITY : Date.now() + WAIT_MS;
  let nextOwnerCheck = Date.now() + OWNER_CHECK_MS;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!files.some((f) => fs.existsSync(f))) {
    if (Date.now() > deadline) throw new Error(`${files[0]} was not written within ${WAIT_MS / 60_000} minutes`);
    if (owner && Date.now() > nextOwnerCheck) {
      if (ownerGone(owner)) throw new Error(`the process that parked this build (${owner}) has ended`);
      nextOwnerCheck = Date.now() + OWNER_CHECK_MS;
    }
    Atomics.wait(cell, 0, 0, POLL_MS); // a synchronous sleep: Astro reads the data from synchronous code
  }
  passed.add(key);
}

/** Returns at once outside a partial build, or once its page list exists; throws after 15 minutes without one. */
export function awaitPageList(): void {
  const file = config().RENDER_ONLY_FILE;
  if (file) waitFor([file]);
}

/** Returns at once outside a partial build, or once its snapshot is final. */
export function awaitSnapshot(): void {
  const file = config().RENDER_ONLY_FILE;
  if (file) waitFor([file, snapshotReadyFile(file)]);
}
