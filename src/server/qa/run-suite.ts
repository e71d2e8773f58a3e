import { randomBytes } from "node:crypto";
import { QA_RUNS_KEPT, type QaCheck, type QaSuite, type QaVerdict } from "../../lib/admin/qa-api";
import { abandonQaRun, finishQaRun, insertQaRun } from "../db/store/repositories/qa-runs";
import type { Store } from "../db/store/store";
import type { QaHttp } from "./http";
import { runAdmin } from "./suite-admin";
import { runApis } from "./suite-apis";
import { runLinks } from "./suite-links";
import { runQuote } from "./suite-quote";
import { runSmoke } from "./suite-smoke";
import { findTargets, type QaTargets } from "./targets";

/**
 * One QA run: records the run with the hash of a fresh random token (the quote suite's requests
 * carry the token, so the site stores them as test traffic), finds real pages to check, runs
 * the chosen suites in order and stores every check with the verdict. A run that throws is
 * stored as failed, never left "under way".
 */

export interface QaRunOptions {
  baseUrl: string;
  suites: readonly QaSuite[];
  jobId: number | null;
  fetchImpl?: typeof fetch;
  log?(text: string): void;
  progress?(percent: number): void;
  cancelled?(): boolean;
}

export interface QaRunOutcome {
  runId: number;
  verdict: QaVerdict;
  checks: QaCheck[];
}

export async function runQaSuite(store: Store, options: QaRunOptions): Promise<QaRunOutcome> {
  const log = options.log ?? (() => {});
  const token = randomBytes(32).toString("base64url");
  const runId = await insertQaRun(store.db, { jobId: options.jobId, baseUrl: options.baseUrl, suites: options.suites, token });
  const http: QaHttp = { baseUrl: options.baseUrl, fetch: options.fetchImpl ?? fetch };
  const checks: QaCheck[] = [];
  try {
    log(`QA run ${runId} against ${options.baseUrl}: ${options.suites.join(", ")}`);
    let targets: QaTargets | null = null;
    let targetsError: string | null = null;
    try {
      targets = await findTargets(http);
      log(`Real pages from ${targets.profilePath} (${targets.company.city.name}, ${targets.company.state.abbreviation})`);
    } catch (error) {
      targetsError = error instanceof Error ? error.message : String(error);
      log(`No real pages to check: ${targetsError}`);
    }
    let pages: Array<{ url: string; html: string }> = [];
    for (const [index, suite] of options.suites.entries()) {
      if (options.cancelled?.()) break;
      const ran = await runSuite(suite);
      checks.push(...ran);
      const failed = ran.filter((c) => c.status === "failed").length;
      log(`${suite}: ${ran.length} checks, ${failed} failed`);
      options.progress?.((100 * (index + 1)) / options.suites.length);
    }
    const verdict = await finishQaRun(store.db, runId, checks, QA_RUNS_KEPT);
    log(`Verdict: ${verdict}`);
    return { runId, verdict, checks };

    async function runSuite(suite: QaSuite): Promise<QaCheck[]> {
      switch (suite) {
        case "smoke": {
          const result = await runSmoke(http, targets, targetsError);
          pages = result.pages;
          return result.checks;
        }
        case "apis":
          return runApis(http, targets);
        case "quote":
          return runQuote(http, store.db, token, targets);
        case "links":
          return runLinks(http, pages, runId);
        case "admin":
          return runAdmin(http);
      }
    }
  } catch (error) {
    await abandonQaRun(store.db, runId).catch(() => {});
    throw error;
  }
}
