import { QA_RUNS_LISTED, type QaRun, type QaRunStartBody } from "../../lib/admin/qa-api";
import { config } from "../config";
import { listQaRuns } from "../db/store/repositories/qa-runs";
import type { Store } from "../db/store/store";
import { ScriptRunError, startScriptRun } from "../scripts/start-run";

/**
 * The QA runs API's use cases. A run may check only this site: the configured SITE_URL (the
 * default) or the origin the admin is using it at (e.g. a local or preview server), so the
 * admin API never becomes a way to make the server call other hosts.
 */
export async function startQaRun(store: Store, body: QaRunStartBody, requestUrl: string, by: string): Promise<{ jobId: number }> {
  const allowed = new Set([new URL(config().SITE_URL).origin, new URL(requestUrl).origin]);
  if (body.base_url !== undefined && !allowed.has(body.base_url)) {
    throw new ScriptRunError("base_url must be this site's origin", 400, [
      { path: "base_url", message: `must be one of ${[...allowed].join(", ")}` },
    ]);
  }
  const params: Record<string, unknown> = {};
  if (body.suites) params.suites = body.suites.join(",");
  if (body.base_url) params.base_url = body.base_url;
  return startScriptRun(store, "qa-suite", params, by);
}

/** The newest runs, newest first, with their checks. */
export function recentQaRuns(store: Store): Promise<QaRun[]> {
  return listQaRuns(store.db, QA_RUNS_LISTED);
}
