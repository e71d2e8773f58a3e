import { z } from "zod";

/**
 * Contracts of QA automation: the `qa-suite` script's parameters, the QA runs API
 * (POST/GET /api/admin/qa/runs) and the header that marks the suite's own quote traffic as test
 * traffic. Shared by the server (src/server/qa, src/server/admin/qa-runs.ts) and the admin island.
 */

export const QA_SUITES = ["smoke", "apis", "quote", "links", "admin"] as const;
export type QaSuite = (typeof QA_SUITES)[number];

export const QA_SUITE_LABELS: Record<QaSuite, string> = {
  smoke: "Smoke: public pages",
  apis: "Public APIs",
  quote: "Quote flow",
  links: "Internal links",
  admin: "Admin",
};

export const QA_CHECK_STATUSES = ["passed", "failed", "skipped"] as const;
export type QaCheckStatus = (typeof QA_CHECK_STATUSES)[number];

/** A finished run is "passed" when no check failed, "failed" otherwise; null while it runs. */
export const QA_VERDICTS = ["passed", "failed"] as const;
export type QaVerdict = (typeof QA_VERDICTS)[number];

/**
 * Header the suite's quote requests carry: the run's random token. The public API stores a
 * request's rows as test traffic only while a run with that token is under way; any other value
 * is ignored and the request is handled as a visitor's.
 */
export const QA_RUN_HEADER = "X-QA-Run";

/** How many runs are kept (older ones are deleted with their checks when a run finishes). */
export const QA_RUNS_KEPT = 50;
/** How many runs GET /api/admin/qa/runs answers. */
export const QA_RUNS_LISTED = 20;
/** How many internal links the links suite samples. */
export const QA_LINK_SAMPLE = 50;

const httpUrl = z
  .string()
  .trim()
  .max(300, { error: "must be at most 300 characters" })
  .refine((v) => /^https?:\/\/[^/\s]+$/i.test(v.replace(/\/+$/, "")), { error: "must be an http(s) origin such as https://example.com" })
  .transform((v) => v.replace(/\/+$/, ""));

const isSuite = (v: string): v is QaSuite => (QA_SUITES as readonly string[]).includes(v);

/**
 * Suites as a comma-separated list ("smoke, quote"), as the Scripts page's run form and schedules
 * submit them. Out: the chosen suites in the canonical order, comma-separated.
 */
const suiteList = z
  .string({ error: "must be a comma-separated list of suites" })
  .max(200, { error: "must be at most 200 characters" })
  .transform((v, ctx) => {
    const names = v
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const unknown = names.filter((n) => !isSuite(n));
    if (unknown.length > 0) {
      ctx.addIssue({ code: "custom", message: `unknown suite ${unknown.join(", ")}: choose from ${QA_SUITES.join(", ")}` });
      return z.NEVER;
    }
    if (names.length === 0) {
      ctx.addIssue({ code: "custom", message: "choose at least one suite" });
      return z.NEVER;
    }
    // Canonical text (not an array): the stored job payload is validated again when it runs.
    return QA_SUITES.filter((s) => names.includes(s)).join(",");
  });

/** The suites of a validated `suites` parameter, in the canonical order. */
export const suitesOf = (list: string): QaSuite[] => QA_SUITES.filter((s) => list.split(",").includes(s));

/** Parameters of the `qa-suite` script (admin run form, schedules, the QA page's button). */
export const qaSuiteParams = z.object({
  suites: suiteList.prefault(QA_SUITES.join(",")).meta({ title: "Suites", description: `Comma-separated: ${QA_SUITES.join(", ")} (default: all).` }),
  base_url: httpUrl
    .optional()
    .meta({ title: "Base URL", description: "The site to check, e.g. https://example.com; empty for the configured SITE_URL." }),
});
export type QaSuiteParams = z.output<typeof qaSuiteParams>;

/** POST /api/admin/qa/runs body: optional suites and base URL (the site's own origin or SITE_URL). */
export const qaRunStartBody = z.object({
  suites: z
    .array(z.enum(QA_SUITES, { error: `must be one of ${QA_SUITES.join(", ")}` }))
    .min(1, { error: "choose at least one suite" })
    .max(QA_SUITES.length)
    .optional(),
  base_url: httpUrl.optional(),
});
export type QaRunStartBody = z.output<typeof qaRunStartBody>;
export const QA_RUN_START_MAX_BYTES = 2 * 1024;

/** One check as stored and listed. */
export interface QaCheck {
  name: string;
  suite: QaSuite;
  status: QaCheckStatus;
  duration_ms: number;
  /** Why it failed or was skipped; null when it passed. */
  detail: string | null;
}

/** One run of GET /api/admin/qa/runs → `{ runs: QaRun[] }`, newest first. */
export interface QaRun {
  id: number;
  job_id: number | null;
  base_url: string;
  suites: QaSuite[];
  started_at: string;
  finished_at: string | null;
  verdict: QaVerdict | null;
  passed: number;
  failed: number;
  skipped: number;
  checks: QaCheck[];
}

/** The newest finished run, as the dashboard shows it; null before the first run ends. */
export interface QaLastRun {
  id: number;
  verdict: QaVerdict;
  finished_at: string;
  passed: number;
  failed: number;
  skipped: number;
}

/** Failing checks first, then skipped, then passed; the run order within each. */
export function checksFailingFirst<T extends { status: QaCheckStatus }>(checks: readonly T[]): T[] {
  const rank: Record<QaCheckStatus, number> = { failed: 0, skipped: 1, passed: 2 };
  return checks
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank[a.c.status] - rank[b.c.status] || a.i - b.i)
    .map(({ c }) => c);
}
