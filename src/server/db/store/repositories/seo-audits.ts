import { sql } from "kysely";
import type { TaskStatus } from "../../../../lib/admin/seo-api";
import type { Severity } from "../../../../lib/seo-audit/types";
import { isoNow, type StoreDb } from "../store";
import { recordAudit } from "./audit";

/**
 * The SEO audit's storage: finished runs with their counts, their findings (kept for the newest
 * runs only) and one task per issue code whose status follows the audits.
 */

export interface FindingRow {
  page: string;
  code: string;
  severity: Severity;
  message: string;
}

export interface NewAuditRun {
  jobId: number | null;
  source: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  pagesChecked: number;
  score: number;
  findings: readonly FindingRow[];
}

/** Findings inserted per statement (5 parameters each: well under either engine's limit). */
const BATCH = 500;

/**
 * Stores a finished run and its findings in one transaction, brings the tasks up to date (a code
 * found again stays or becomes open unless ignored; an open code no longer found becomes fixed)
 * and drops the findings of runs older than the newest `keepRuns`. Returns the run's id.
 */
export async function saveAuditRun(db: StoreDb, run: NewAuditRun, keepRuns: number): Promise<number> {
  const counts = { error: 0, warning: 0, notice: 0 };
  const byCode: Record<string, number> = {};
  const pagesByCode = new Map<string, { severity: Severity; pages: Set<string> }>();
  for (const f of run.findings) {
    counts[f.severity]++;
    byCode[f.code] = (byCode[f.code] ?? 0) + 1;
    const entry = pagesByCode.get(f.code) ?? { severity: f.severity, pages: new Set<string>() };
    entry.pages.add(f.page);
    pagesByCode.set(f.code, entry);
  }
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("seo_audit_runs")
      .values({
        job_id: run.jobId,
        source: run.source,
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        duration_ms: Math.round(run.durationMs),
        pages_checked: run.pagesChecked,
        score: run.score,
        errors: counts.error,
        warnings: counts.warning,
        notices: counts.notice,
        by_code: JSON.stringify(byCode),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const runId = Number(inserted.id);
    for (let i = 0; i < run.findings.length; i += BATCH) {
      await trx
        .insertInto("seo_audit_findings")
        .values(
          run.findings.slice(i, i + BATCH).map((f) => ({ run_id: runId, page: f.page, code: f.code, severity: f.severity, message: f.message })),
        )
        .execute();
    }
    await updateTasks(trx, runId, run.finishedAt, pagesByCode);
    const cutoff = await trx
      .selectFrom("seo_audit_runs")
      .select("id")
      .orderBy("id", "desc")
      .offset(keepRuns - 1)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) await trx.deleteFrom("seo_audit_findings").where("run_id", "<", cutoff.id).execute();
    return runId;
  });
}

async function updateTasks(db: StoreDb, runId: number, now: string, found: Map<string, { severity: Severity; pages: Set<string> }>): Promise<void> {
  const existing = new Map((await db.selectFrom("seo_tasks").selectAll().execute()).map((t) => [t.code, t]));
  for (const [code, { severity, pages }] of found) {
    const task = existing.get(code);
    if (!task) {
      await db
        .insertInto("seo_tasks")
        .values({
          code,
          severity,
          status: "open",
          pages: pages.size,
          last_run_id: runId,
          first_seen: now,
          last_seen: now,
          fixed_at: null,
          updated_by: null,
          updated_at: now,
        })
        .execute();
      continue;
    }
    const reopened = task.status === "fixed";
    await db
      .updateTable("seo_tasks")
      .set({
        severity,
        pages: pages.size,
        last_run_id: runId,
        last_seen: now,
        ...(reopened ? { status: "open", fixed_at: null, updated_by: "audit", updated_at: now } : {}),
      })
      .where("code", "=", code)
      .execute();
  }
  const gone = [...existing.values()].filter((t) => !found.has(t.code) && t.status === "open").map((t) => t.code);
  if (gone.length > 0) {
    await db
      .updateTable("seo_tasks")
      .set({ status: "fixed", fixed_at: now, updated_by: "audit", updated_at: now })
      .where("code", "in", gone)
      .execute();
  }
}

export type AuditRunRow = Awaited<ReturnType<typeof listAuditRunRows>>[number];

/** The newest `limit` runs, newest first. */
export function listAuditRunRows(db: StoreDb, limit: number) {
  return db.selectFrom("seo_audit_runs").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** The latest run's pages with the most serious findings: errors first, then warnings, notices. */
export async function worstPageRows(db: StoreDb, runId: number, limit: number) {
  const count = (severity: Severity) => sql<number>`sum(case when severity = ${severity} then 1 else 0 end)`;
  const rows = await db
    .selectFrom("seo_audit_findings")
    .select((eb) => [
      "page",
      count("error").as("errors"),
      count("warning").as("warnings"),
      count("notice").as("notices"),
      eb.fn.countAll<number>().as("total"),
    ])
    .where("run_id", "=", runId)
    .groupBy("page")
    .orderBy("errors", "desc")
    .orderBy("warnings", "desc")
    .orderBy("notices", "desc")
    .orderBy("page")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const codes = await db
    .selectFrom("seo_audit_findings")
    .select(["page", "code"])
    .distinct()
    .where("run_id", "=", runId)
    .where(
      "page",
      "in",
      rows.map((r) => r.page),
    )
    .orderBy("code")
    .execute();
  return rows.map((r) => ({
    page: r.page,
    errors: Number(r.errors),
    warnings: Number(r.warnings),
    notices: Number(r.notices),
    codes: codes.filter((c) => c.page === r.page).map((c) => c.code),
  }));
}

/** Every task (optionally of one status), errors first, then by how many pages they touch. */
export async function listTaskRows(db: StoreDb, status?: TaskStatus) {
  const rows = await db
    .selectFrom("seo_tasks")
    .selectAll()
    .$if(status !== undefined, (q) => q.where("status", "=", status as TaskStatus))
    .orderBy(sql`case severity when 'error' then 0 when 'warning' then 1 else 2 end`)
    .orderBy("pages", "desc")
    .orderBy("code")
    .execute();
  return rows.map((r) => ({ ...r, pages: Number(r.pages), last_run_id: r.last_run_id === null ? null : Number(r.last_run_id) }));
}

/** How many tasks have each status. */
export async function taskStatusCounts(db: StoreDb): Promise<Record<TaskStatus, number>> {
  const rows = await db
    .selectFrom("seo_tasks")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<TaskStatus, number> = { open: 0, ignored: 0, fixed: 0 };
  for (const r of rows) counts[r.status as TaskStatus] = Number(r.n);
  return counts;
}

/** The pages (with the message) a code was found on in one run, by page, at most `limit`. */
export function taskPageRows(db: StoreDb, runId: number, code: string, limit: number) {
  return db
    .selectFrom("seo_audit_findings")
    .select(["page", "message"])
    .where("run_id", "=", runId)
    .where("code", "=", code)
    .orderBy("page")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Sets a task open or ignored, with an audit entry; false when no task has that code. */
export async function setTaskStatus(db: StoreDb, code: string, status: "open" | "ignored", by: string, now = isoNow()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const task = await trx.selectFrom("seo_tasks").select(["status"]).where("code", "=", code).executeTakeFirst();
    if (!task) return false;
    await trx
      .updateTable("seo_tasks")
      .set({ status, updated_by: by, updated_at: now, ...(status === "open" ? { fixed_at: null } : {}) })
      .where("code", "=", code)
      .execute();
    await recordAudit(trx, {
      actor: by,
      action: status === "ignored" ? "seo.task.ignore" : "seo.task.reopen",
      targetType: "seo_task",
      targetId: code,
      summary: `${status === "ignored" ? "Ignored" : "Reopened"} the SEO task ${code} (was ${task.status})`,
      details: { from: task.status, to: status },
    });
    return true;
  });
}

/** The newest run's id, or null before the first audit. */
export async function latestRunId(db: StoreDb): Promise<number | null> {
  const row = await db.selectFrom("seo_audit_runs").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? Number(row.id) : null;
}
