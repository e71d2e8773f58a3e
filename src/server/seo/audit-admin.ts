import {
  type AuditListResponse,
  type AuditRun,
  RUNS_WITH_FINDINGS,
  type SeoTask,
  type SeverityCounts,
  type TaskListResponse,
  type TaskStatus,
} from "../../lib/admin/seo-api";
import { auditCatalogueEntry, auditSeverity } from "../../lib/seo-audit/site-codes";
import {
  type AuditRunRow,
  latestRunId,
  listAuditRunRows,
  listTaskRows,
  setTaskStatus,
  taskPageRows,
  taskStatusCounts,
  worstPageRows,
} from "../db/store/repositories/seo-audits";
import type { Store } from "../db/store/store";
import { startScriptRun } from "../scripts/start-run";

/** The SEO Health pages' use cases: start an audit, list runs and tasks, set a task's status. */

/** Pages listed as the worst of the latest run. */
const WORST_PAGES = 10;

/** Queues a `seo-audit` run by `by`; its job id. */
export async function startAudit(store: Store, by: string): Promise<number> {
  return (await startScriptRun(store, "seo-audit", {}, by)).jobId;
}

const parseCodes = (json: string): Record<string, number> => {
  try {
    return JSON.parse(json) as Record<string, number>;
  } catch {
    return {};
  }
};

function toRun(row: AuditRunRow, previous: AuditRunRow | undefined): AuditRun {
  const counts: SeverityCounts = { error: Number(row.errors), warning: Number(row.warnings), notice: Number(row.notices) };
  const byCode = parseCodes(row.by_code);
  let diff: AuditRun["diff"] = null;
  if (previous) {
    const before = parseCodes(previous.by_code);
    const codes = new Set([...Object.keys(byCode), ...Object.keys(before)]);
    const codeDiff: Record<string, number> = {};
    for (const c of codes) {
      const d = (byCode[c] ?? 0) - (before[c] ?? 0);
      if (d !== 0) codeDiff[c] = d;
    }
    diff = {
      score: Number(row.score) - Number(previous.score),
      pages_checked: Number(row.pages_checked) - Number(previous.pages_checked),
      counts: {
        error: counts.error - Number(previous.errors),
        warning: counts.warning - Number(previous.warnings),
        notice: counts.notice - Number(previous.notices),
      },
      by_code: codeDiff,
      new_codes: [...codes].filter((c) => byCode[c] && !before[c]).sort(),
      resolved_codes: [...codes].filter((c) => !byCode[c] && before[c]).sort(),
    };
  }
  return {
    id: Number(row.id),
    job_id: row.job_id === null ? null : Number(row.job_id),
    source: row.source,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: Number(row.duration_ms),
    pages_checked: Number(row.pages_checked),
    score: Number(row.score),
    counts,
    by_code: byCode,
    diff,
  };
}

/** The newest `limit` runs, each against the one before it, and the latest run's worst pages. */
export async function listAudits(store: Store, limit: number): Promise<AuditListResponse> {
  const rows = await listAuditRunRows(store.db, limit + 1);
  const runs = rows.slice(0, limit).map((row, i) => toRun(row, rows[i + 1]));
  const worst = runs.length > 0 ? await worstPageRows(store.db, runs[0].id, WORST_PAGES) : [];
  return { runs, worst_pages: worst, runs_with_findings: RUNS_WITH_FINDINGS };
}

/** The tasks (of one status, or all) with up to `pages` affected pages each. */
export async function listTasks(store: Store, query: { status?: TaskStatus; pages: number }): Promise<TaskListResponse> {
  const rows = await listTaskRows(store.db, query.status);
  const tasks: SeoTask[] = [];
  for (const row of rows) {
    const entry = auditCatalogueEntry(row.code);
    const pages =
      row.last_run_id !== null && query.pages > 0 && row.status !== "fixed"
        ? await taskPageRows(store.db, row.last_run_id, row.code, query.pages)
        : [];
    tasks.push({
      code: row.code,
      title: entry?.title ?? row.code,
      advice: entry?.advice ?? "",
      severity: entry ? auditSeverity(row.code) : (row.severity as SeoTask["severity"]),
      status: row.status as TaskStatus,
      page_count: row.status === "fixed" ? 0 : row.pages,
      pages,
      first_seen: row.first_seen,
      last_seen: row.last_seen,
      fixed_at: row.fixed_at,
      updated_by: row.updated_by,
      updated_at: row.updated_at,
    });
  }
  return { tasks, counts: await taskStatusCounts(store.db), latest_run_id: await latestRunId(store.db) };
}

/** Sets a task open or ignored (audited); the task as it now is, or undefined for an unknown code. */
export async function updateTask(store: Store, code: string, status: "open" | "ignored", by: string): Promise<SeoTask | undefined> {
  if (!(await setTaskStatus(store.db, code, status, by))) return undefined;
  return (await listTasks(store, { pages: 20 })).tasks.find((t) => t.code === code);
}
