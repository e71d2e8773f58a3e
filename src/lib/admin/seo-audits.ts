import { z } from "zod";
import type { Severity } from "../seo-audit/types";

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
