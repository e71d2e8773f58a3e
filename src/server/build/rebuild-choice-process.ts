import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ChoiceInput, RebuildChoice } from "./rebuild-choice";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, where `--import tsx` resolves (a rebuild's rootDir may be elsewhere, in tests). */
const repoRoot = path.resolve(here, "../../..");

/**
 * `chooseRebuild` in a child process. Planning reads both snapshots' directories and compares
 * them: seconds of synchronous work at 100,000 companies (8.6 s measured), during which the
 * local server, which runs the rebuild job, would answer no request. Apart, it shares nothing
 * with the server but the snapshot files, and runs beside the partial build's bundling.
 */
export function chooseRebuildApart(input: ChoiceInput): Promise<RebuildChoice> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, "rebuild-choice-entry.ts"), [], {
      cwd: repoRoot,
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    child.once("message", (answer: { choice: RebuildChoice } | { error: string }) =>
      settle(() => ("choice" in answer ? resolve(answer.choice) : reject(new Error(`Planning the rebuild failed: ${answer.error}`)))),
    );
    child.once("error", (error) => settle(() => reject(error)));
    child.once("close", (code, signal) =>
      settle(() => reject(new Error(`Planning the rebuild stopped without an answer (${signal ? `signal ${signal}` : `exit code ${code}`})`))),
    );
    child.send(input);
  });
}
