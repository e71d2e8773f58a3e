import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ChoiceInput, RebuildChoice } from "./rebuild-choice";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, where `--import tsx` resolves (a rebuild's rootDir may be elsewhere, in tests). */
const repoRoot = path.resolve(here, "../../..");

/** A planning child process, started ahead of its question. */
export interface Planner {
  /** Asks the child (once) and settles with its answer. */
  choose(input: ChoiceInput): Promise<RebuildChoice>;
  /** Ends the child if it has not answered (a rebuild that failed before asking). */
  stop(): void;
}

/**
 * `chooseRebuild` in a child process. Planning reads both snapshots' directories and compares
 * them: seconds of synchronous work at 100,000 companies (8.6 s measured), during which the
 * local server, which runs the rebuild job, would answer no request. Apart, it shares nothing
 * with the server but the snapshot files. The child starts at once and loads its code (about a
 * second of TypeScript loading) while the rebuild updates the snapshot, then waits for `choose`.
 */
export function startPlanner(): Planner {
  const child = fork(path.join(here, "rebuild-choice-entry.ts"), [], {
    cwd: repoRoot,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answer = new Promise<RebuildChoice>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    child.once("message", (reply: { choice: RebuildChoice } | { error: string }) =>
      settle(() => ("choice" in reply ? resolve(reply.choice) : reject(new Error(`Planning the rebuild failed: ${reply.error}`)))),
    );
    child.once("error", (error) => settle(() => reject(error)));
    child.once("close", (code, signal) =>
      settle(() => reject(new Error(`Planning the rebuild stopped without an answer (${signal ? `signal ${signal}` : `exit code ${code}`})`))),
    );
  });
  answer.catch(() => {}); // read by `choose`, or never (stopped)
  let asked = false;
  return {
    choose(input) {
      if (!asked) {
        asked = true;
        child.send(input);
      }
      return answer;
    },
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

/** Plans one rebuild in a fresh child process. */
export function chooseRebuildApart(input: ChoiceInput): Promise<RebuildChoice> {
  return startPlanner().choose(input);
}
