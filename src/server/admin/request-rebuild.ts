import { recordAudit } from "../db/store/repositories/audit";
import { appendJobLog, enqueueJobOnce, failQueuedJobsOlderThan, finishJob } from "../db/store/repositories/jobs";
import { isoNow, type Store } from "../db/store/store";
import { deployTitleForJob } from "../jobs/deploy-events";

/**
 * An admin asks for the public site to be rebuilt. The request joins a 'rebuild-site' job that
 * has not started yet (it will include every change so far) or queues one. Locally the job
 * runner then builds it. On Netlify (a build hook URL is configured) the new job is handed to
 * the build hook with the job in the deploy's title and stays 'queued' until Netlify's deploy
 * events move it on (src/server/jobs/deploy-events.ts).
 */

export interface BuildHookOptions {
  /** NETLIFY_BUILD_HOOK_URL; unset → the local runner builds. */
  hookUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

export interface RebuildRequest {
  id: number;
  /** False when an earlier request's job, not yet started, was joined. */
  created: boolean;
}

/**
 * How long a job handed to the build hook may wait for Netlify to start building. Past that the
 * hook call was lost (or the build never ran), and the job is failed so that a new request
 * queues a new build instead of joining one that will never run.
 */
export const BUILD_HOOK_WAIT_MS = 30 * 60_000;
const NEVER_STARTED = "Netlify did not start the build asked for through the build hook within 30 minutes";

/** An error's message, with its cause's when it has one (fetch says only "fetch failed"). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

/**
 * Fails rebuild jobs handed to the build hook longer ago than BUILD_HOOK_WAIT_MS and still not
 * started by Netlify. Call it before joining a waiting rebuild (requestRebuild does). Returns how many.
 */
export function expireLostBuildHookJobs(store: Store, now: number = Date.now()): Promise<number> {
  return failQueuedJobsOlderThan(store.db, "rebuild-site", isoNow(now - BUILD_HOOK_WAIT_MS), NEVER_STARTED);
}

/** Joins or queues the rebuild (see above); with a hook URL, a new job is handed to Netlify. */
export async function requestRebuild(store: Store, by: string, options: BuildHookOptions = {}): Promise<RebuildRequest> {
  if (options.hookUrl) await expireLostBuildHookJobs(store, options.now?.());
  const { id, created } = await store.db.transaction().execute(async (trx) => {
    const job = await enqueueJobOnce(trx, "rebuild-site", {}, by);
    await recordAudit(trx, {
      actor: by,
      action: "site.rebuild",
      targetType: "job",
      targetId: job.id,
      summary: job.created ? "Requested a rebuild of the site" : "Requested a rebuild (joined the one waiting to start)",
    });
    return job;
  });
  if (created && options.hookUrl) await startNetlifyBuild(store, id, { ...options, hookUrl: options.hookUrl });
  return { id, created };
}

/**
 * POSTs the build hook for a queued rebuild job, titling the deploy after the job, and logs the
 * answer in the job; a failed call fails the job with the reason. Call it after the transaction
 * that queued the job has committed (a deploy event may arrive before this returns). The hook
 * URL is never logged: whoever has it can start builds. Returns whether Netlify accepted it.
 */
export async function startNetlifyBuild(store: Store, jobId: number, options: BuildHookOptions & { hookUrl: string }): Promise<boolean> {
  const url = new URL(options.hookUrl);
  url.searchParams.set("trigger_title", deployTitleForJob(jobId));
  try {
    const res = await (options.fetchImpl ?? fetch)(url, { method: "POST", body: "", signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) throw new Error(`the build hook answered HTTP ${res.status}`);
    await appendJobLog(
      store.db,
      jobId,
      `Netlify build hook accepted the rebuild (HTTP ${res.status}); waiting for Netlify to start the deploy "${deployTitleForJob(jobId)}"\n`,
    );
    return true;
  } catch (error) {
    const message = `Could not start the Netlify build: ${errorText(error)}`;
    await appendJobLog(store.db, jobId, `${message}\n`);
    await finishJob(store.db, jobId, "failed", message);
    return false;
  }
}
