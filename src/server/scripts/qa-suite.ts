import { qaSuiteParams, suitesOf } from "../../lib/admin/qa-api";
import { config } from "../config";
import { runQaSuite } from "../qa/run-suite";
import { defineScript } from "./types";

/**
 * `qa-suite`: synthetic checks of the live site over HTTP (smoke, public APIs, the quote flow
 * with a test lead that is purged afterwards, a sample of internal links, the admin's guards).
 * Every run is kept with each check's status, duration and failure detail (QA automation page).
 */
export const qaSuite = defineScript({
  id: "qa-suite",
  title: "QA suite",
  description:
    "Checks the live site over HTTP: public pages and their titles, the 404 page, the public APIs, the quote flow (with a test lead that is purged afterwards), a sample of internal links and the admin's sign-in guard.",
  params: qaSuiteParams,
  async run(ctx, params) {
    const baseUrl = params.base_url ?? config().SITE_URL;
    const outcome = await runQaSuite(ctx.store, {
      baseUrl,
      suites: suitesOf(params.suites),
      jobId: ctx.jobId,
      log: ctx.log,
      progress: ctx.progress,
      cancelled: ctx.cancelled,
    });
    const count = (status: string) => outcome.checks.filter((c) => c.status === status).length;
    ctx.setResult({
      runId: outcome.runId,
      baseUrl,
      verdict: outcome.verdict,
      passed: count("passed"),
      failed: count("failed"),
      skipped: count("skipped"),
    });
  },
});
