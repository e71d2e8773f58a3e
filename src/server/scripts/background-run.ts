import { claimJobById } from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";
import { runJob } from "../jobs/job-runner";
import { SCRIPTS, scriptJobHandler } from "./registry";

/**
 * What the Netlify background function does: claims the queued script job it was called for and
 * runs it to its end, with progress, log, result and cancel checks in the store like the local
 * runner. A job that is not queued (already run, cancelled, unknown) or not a script's is left
 * alone, so a repeated or stray call does nothing. `rebuild-site` is never run here: on Netlify
 * the build hook rebuilds.
 */
export async function runQueuedScriptJob(store: Store, jobId: number): Promise<"ran" | "not-queued"> {
  const kinds = SCRIPTS.map((s) => s.id).filter((id) => id !== "rebuild-site");
  const job = await claimJobById(store.db, jobId, kinds);
  if (!job) return "not-queued";
  const script = SCRIPTS.find((s) => s.id === job.kind);
  await runJob(store, job, script ? scriptJobHandler(script) : undefined);
  return "ran";
}
