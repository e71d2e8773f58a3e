import { z } from "zod";
import type { PageFacts, SeoIssue, Severity } from "../seo-audit/types";

/**
 * SEO health contracts: request schemas, limits and response shapes of `/api/admin/seo/*`,
 * shared by the functions, the use cases and the admin island.
 */

// ---- Analyzer: POST /api/admin/seo/analyze ----

/** Longest pasted HTML the analyzer takes (characters). */
export const ANALYZE_HTML_MAX = 1024 * 1024;
/** Longest URL the analyzer takes. */
export const ANALYZE_URL_MAX = 2048;
/** Largest request body: the HTML limit plus room for JSON escaping of quotes and newlines. */
export const ANALYZE_BODY_MAX_BYTES = Math.ceil(ANALYZE_HTML_MAX * 1.5);
/** At most this many of a page's internal links are requested live. */
export const ANALYZE_LINKS_MAX = 50;

export const analyzeRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(ANALYZE_URL_MAX, `must be at most ${ANALYZE_URL_MAX} characters`)
      .refine(
        (v) => v === "" || v.startsWith("/") || /^https?:\/\//i.test(v),
        "must be a path of the site (/moving-companies/texas) or a full URL on the site",
      )
      .optional(),
    html: z
      .string()
      .max(ANALYZE_HTML_MAX, `must be at most ${ANALYZE_HTML_MAX / 1024} KB`)
      .optional(),
  })
  .strict()
  .transform((v) => ({ url: v.url || undefined, html: v.html?.trim() ? v.html : undefined }))
  .superRefine((v, ctx) => {
    if (v.url === undefined && v.html === undefined) ctx.addIssue({ code: "custom", path: ["url"], message: "give a URL of the site or paste HTML" });
    if (v.url !== undefined && v.html !== undefined) ctx.addIssue({ code: "custom", path: ["html"], message: "give either a URL or HTML, not both" });
  });

export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** One request the analyzer made: the page itself (and each redirect hop), its canonical, a link. */
export interface AnalyzeFetch {
  /** Site-relative path (or the URL as written, for a canonical off the site). */
  url: string;
  /** HTTP status, or null when the request failed (timeout, refused). */
  status: number | null;
  /** Where a redirect pointed. */
  location?: string | null;
  /** Why the request failed, when status is null. */
  error?: string;
}

export interface AnalyzeResult {
  score: number;
  issues: SeoIssue[];
  facts: PageFacts;
  source: "url" | "html";
  /** For a URL: each response on the way to the page, the last the page itself. */
  hops: AnalyzeFetch[];
  /** The canonical's own answer, when the page has a canonical on the site. */
  canonical: AnalyzeFetch | null;
  /** The internal links requested (at most {@link ANALYZE_LINKS_MAX}) and how many the page has. */
  links: { checked: AnalyzeFetch[]; total: number };
}

// The site audit's contracts (runs, tasks, the seo-audit script's parameters) live beside this
// module and are part of the same API group.

/**
 * Contracts of the site audit API (runs, tasks) and the `seo-audit` script's parameters, shared
 * by the functions, the use cases in src/server/seo and the SEO Health pages.
 */

export const SEO_AUDIT_PATHS = {
  /** POST: starts the `seo-audit` script, 202 `{ job: { id } }`. GET ?limit=: runs newest first. */
  audits: "/api/admin/seo/audits",
  /** GET ?status=&pages=: tasks with the pages of the latest run. */
  tasks: "/api/admin/seo/tasks",
  /** PATCH `{ status: "open" | "ignored" }`. */
  task: "/api/admin/seo/tasks/:code",
} as const;

export const AUDIT_SOURCES = ["auto", "dist", "http"] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export const seoAuditParams = z.object({
  source: z.enum(AUDIT_SOURCES, { error: "must be auto, dist or http" }).default("auto").meta({
    title: "Page source",
    description: "auto reads the built dist/ folder when there is one and fetches the live site over HTTP otherwise; dist or http forces one.",
  }),
});
export type SeoAuditParams = z.output<typeof seoAuditParams>;

/** How many runs keep their findings (older runs keep only their counts). */
export const RUNS_WITH_FINDINGS = 10;

export const TASK_STATUSES = ["open", "ignored", "fixed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Most affected pages listed per task (the count covers them all). */
export const MAX_TASK_PAGES = 200;

export const taskListQuerySchema = z.object({
  status: z.enum(TASK_STATUSES, { error: "must be open, ignored or fixed" }).optional(),
  pages: z.coerce.number().int().min(0).max(MAX_TASK_PAGES).default(20),
});

export const taskPatchSchema = z.object({
  status: z.enum(["open", "ignored"], { error: "must be open or ignored" }),
});
export type TaskPatch = z.output<typeof taskPatchSchema>;
/** PATCH /api/admin/seo/tasks/:code: the task code, looked up by the use case (404 when unknown). */
export const taskParamsSchema = z.object({ code: z.string() });
export type TaskParams = z.infer<typeof taskParamsSchema>;

export const TASK_PATCH_MAX_BYTES = 1024;

export interface SeverityCounts {
  error: number;
  warning: number;
  notice: number;
}

/** One audit run as `GET /api/admin/seo/audits` lists it. */
export interface AuditRun {
  id: number;
  job_id: number | null;
  source: string;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  pages_checked: number;
  score: number;
  counts: SeverityCounts;
  by_code: Record<string, number>;
  /** Against the run before it; null for the first run. */
  diff: {
    score: number;
    pages_checked: number;
    counts: SeverityCounts;
    by_code: Record<string, number>;
    /** Codes this run found that the previous did not, and the reverse. */
    new_codes: string[];
    resolved_codes: string[];
  } | null;
}

export interface WorstPage {
  page: string;
  errors: number;
  warnings: number;
  notices: number;
  codes: string[];
}

/** `GET /api/admin/seo/audits`. */
export interface AuditListResponse {
  runs: AuditRun[];
  /** The latest run's pages with the most serious findings. */
  worst_pages: WorstPage[];
  /** How many runs keep their findings. */
  runs_with_findings: number;
}

export interface TaskPageFinding {
  page: string;
  message: string;
}

/** One task of `GET /api/admin/seo/tasks`. */
export interface SeoTask {
  code: string;
  title: string;
  advice: string;
  severity: Severity;
  status: TaskStatus;
  /** Pages affected in the run it was last found in. */
  page_count: number;
  pages: TaskPageFinding[];
  first_seen: string;
  last_seen: string;
  fixed_at: string | null;
  updated_by: string | null;
  updated_at: string;
}

export interface TaskListResponse {
  tasks: SeoTask[];
  counts: Record<TaskStatus, number>;
  latest_run_id: number | null;
}
