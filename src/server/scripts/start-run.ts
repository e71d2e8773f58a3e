import type { z } from "zod";
import { SCRIPT_RUN_BACKGROUND_PATH } from "../../lib/admin/scripts-api";
import { requestRebuild } from "../admin/request-rebuild";
import { config } from "../config";
import { recordAudit } from "../db/store/repositories/audit";
import { appendJobLog, enqueueJob, finishJob } from "../db/store/repositories/jobs";
import type { Store, StoreDb } from "../db/store/store";
import { findScript, type Script } from "./registry";

/**
 * Starting a script run: the admin's (or a schedule's) parameters are validated with the
 * script's zod schema, the job is queued (kind = script id, payload `{ params }`) and recorded
 * in the audit log. `rebuild-site` goes through requestRebuild, so it joins a rebuild that has not
 * started yet and, with a build hook configured, is handed to Netlify. On Netlify every other
 * script is run by the background function `script-run-background`, called once the job is
 * committed; locally the server's job runner picks it up.
 */

/** One bad parameter, its path as the API names it (`params.days`). */
export interface ScriptRunIssue {
  path: string;
  message: string;
}

/** Why a run was refused: 404 for an unknown script, 400 with issues for bad parameters. */
export class ScriptRunError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
    readonly issues: ScriptRunIssue[] = [],
  ) {
    super(message);
    this.name = "ScriptRunError";
  }
}

export interface StartScriptRunOptions {
  /** Defaults from the environment (config()). */
  netlify?: boolean;
  siteUrl?: string;
  buildHookUrl?: string;
  fetchImpl?: typeof fetch;
}

const issuesOf = (error: z.ZodError): ScriptRunIssue[] =>
  error.issues.map((i) => ({ path: ["params", ...i.path.map(String)].join("."), message: i.message }));

/**
 * Validates `rawParams` for script `scriptId` and queues its run by `by` (an admin's username or
 * `schedule:<id>`). Throws ScriptRunError (404 unknown script, 400 bad parameters naming each
 * field as `params.<name>`). Example: `await startScriptRun(store, "purge-old-data", { days: 30 }, "admin")`.
 */
export async function startScriptRun(
  store: Store,
  scriptId: string,
  rawParams: unknown,
  by: string,
  options: StartScriptRunOptions = {},
): Promise<{ jobId: number }> {
  const script = findScript(scriptId);
  if (!script) throw new ScriptRunError(`Unknown script "${scriptId}"`, 404);
  const parsed = script.params.safeParse(rawParams ?? {});
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    throw new ScriptRunError(issues.map((i) => `${i.path}: ${i.message}`).join("; "), 400, issues);
  }
  const params = parsed.data as Record<string, unknown>;
  const cfg = options.netlify === undefined || options.siteUrl === undefined ? config() : undefined;
  const netlify = options.netlify ?? cfg?.NETLIFY ?? false;

  if (script.id === "rebuild-site") {
    const hookUrl = options.buildHookUrl ?? cfg?.NETLIFY_BUILD_HOOK_URL;
    // requestRebuild records its own audit entry ('site.rebuild') with the job it queued or joined.
    const { id } = await requestRebuild(store, by, { hookUrl, fetchImpl: options.fetchImpl });
    return { jobId: id };
  }

  const jobId = await store.db.transaction().execute(async (trx) => {
    const id = await enqueueJob(trx, script.id, { params }, by);
    await recordRun(trx, id, script, params, by);
    return id;
  });
  if (netlify) await startBackgroundRun(store, jobId, options.siteUrl ?? cfg?.SITE_URL ?? "", options.fetchImpl);
  return { jobId };
}

/** The audit entry of a run: who started which script with which parameters. */
function recordRun(db: StoreDb, jobId: number, script: Script, params: Record<string, unknown>, by: string): Promise<void> {
  const shown = Object.entries(params).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  return recordAudit(db, {
    actor: by,
    action: "script.run",
    targetType: "job",
    targetId: jobId,
    summary: `Started ${script.title} (${script.id})${shown.length > 0 ? ` with ${shown.join(", ")}` : ""}: job ${jobId}`,
    details: { script: script.id, params },
  });
}

/**
 * Asks Netlify to run the queued job in the background function. The call returns at once
 * (202); a refusal or network error is written to the job's log and fails it, so the job does
 * not wait for ever.
 */
export async function startBackgroundRun(store: Store, jobId: number, siteUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`${siteUrl}${SCRIPT_RUN_BACKGROUND_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jobId }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) throw new Error(`the background function answered HTTP ${res.status}`);
    await appendJobLog(store.db, jobId, "Handed to the Netlify background function\n");
    return true;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    const message = `Could not start the background function: ${error instanceof Error ? error.message : String(error)}${cause}`;
    await appendJobLog(store.db, jobId, `${message}\n`);
    await finishJob(store.db, jobId, "failed", message);
    return false;
  }
}
