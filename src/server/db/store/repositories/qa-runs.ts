import { createHash } from "node:crypto";
import type { QaCheck, QaLastRun, QaRun, QaSuite, QaVerdict } from "../../../../lib/admin/qa-api";
import { isoNow, type StoreDb } from "../store";

/** QA suite runs and their checks (migration 0012). */

/** SHA-256 hex of a run token: only the hash is stored, so the table never holds a usable token. */
export const hashQaToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Records a run as started (verdict null) with its token's hash; returns the run id. */
export async function insertQaRun(
  db: StoreDb,
  run: { jobId: number | null; baseUrl: string; suites: readonly QaSuite[]; token: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto("qa_runs")
    .values({
      job_id: run.jobId,
      base_url: run.baseUrl,
      suites: JSON.stringify(run.suites),
      token_hash: hashQaToken(run.token),
      started_at: isoNow(now),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether `token` belongs to a run that is under way and started less than `maxAgeMs` ago. A
 * finished run's token, an old one or any made-up value is not recognised.
 */
export async function isActiveQaToken(db: StoreDb, token: string, maxAgeMs: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("qa_runs")
    .select("id")
    .where("token_hash", "=", hashQaToken(token))
    .where("finished_at", "is", null)
    .where("started_at", ">=", isoNow(now - maxAgeMs))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a run's checks and outcome in one transaction and deletes the runs (with their checks)
 * beyond the newest `keep`.
 */
export async function finishQaRun(db: StoreDb, runId: number, checks: readonly QaCheck[], keep: number, now = Date.now()): Promise<QaVerdict> {
  const count = (status: QaCheck["status"]) => checks.filter((c) => c.status === status).length;
  const verdict: QaVerdict = count("failed") > 0 ? "failed" : "passed";
  await db.transaction().execute(async (trx) => {
    if (checks.length > 0) {
      await trx
        .insertInto("qa_checks")
        .values(
          checks.map((c, position) => ({
            run_id: runId,
            position,
            suite: c.suite,
            name: c.name,
            status: c.status,
            duration_ms: Math.round(c.duration_ms),
            detail: c.detail,
          })),
        )
        .execute();
    }
    await trx
      .updateTable("qa_runs")
      .set({ finished_at: isoNow(now), verdict, passed: count("passed"), failed: count("failed"), skipped: count("skipped") })
      .where("id", "=", runId)
      .execute();
    const kept = await trx.selectFrom("qa_runs").select("id").orderBy("id", "desc").limit(keep).execute();
    const oldestKept = kept.at(-1)?.id;
    if (kept.length === keep && oldestKept !== undefined) {
      await trx.deleteFrom("qa_checks").where("run_id", "<", oldestKept).execute();
      await trx.deleteFrom("qa_runs").where("id", "<", oldestKept).execute();
    }
  });
  return verdict;
}

/** The newest `limit` runs, newest first, each with its checks in run order. */
export async function listQaRuns(db: StoreDb, limit: number): Promise<QaRun[]> {
  const runs = await db.selectFrom("qa_runs").selectAll().orderBy("id", "desc").limit(limit).execute();
  if (runs.length === 0) return [];
  const checks = await db
    .selectFrom("qa_checks")
    .select(["run_id", "suite", "name", "status", "duration_ms", "detail"])
    .where(
      "run_id",
      "in",
      runs.map((r) => r.id),
    )
    .orderBy("run_id")
    .orderBy("position")
    .execute();
  return runs.map((r) => ({
    id: r.id,
    job_id: r.job_id,
    base_url: r.base_url,
    suites: JSON.parse(r.suites) as QaSuite[],
    started_at: r.started_at,
    finished_at: r.finished_at,
    verdict: r.verdict as QaVerdict | null,
    passed: r.passed,
    failed: r.failed,
    skipped: r.skipped,
    checks: checks
      .filter((c) => c.run_id === r.id)
      .map((c) => ({ name: c.name, suite: c.suite as QaSuite, status: c.status as QaCheck["status"], duration_ms: c.duration_ms, detail: c.detail })),
  }));
}

/** The newest finished run's verdict and counts, or null. */
export async function lastFinishedQaRun(db: StoreDb): Promise<QaLastRun | null> {
  const row = await db
    .selectFrom("qa_runs")
    .select(["id", "verdict", "finished_at", "passed", "failed", "skipped"])
    .where("finished_at", "is not", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || row.verdict === null || row.finished_at === null) return null;
  return {
    id: row.id,
    verdict: row.verdict as QaVerdict,
    finished_at: row.finished_at,
    passed: row.passed,
    failed: row.failed,
    skipped: row.skipped,
  };
}

/** Marks a run that ended without its checks (the job failed or was cancelled) as failed. */
export async function abandonQaRun(db: StoreDb, runId: number, now = Date.now()): Promise<void> {
  await db
    .updateTable("qa_runs")
    .set({ finished_at: isoNow(now), verdict: "failed" })
    .where("id", "=", runId)
    .where("finished_at", "is", null)
    .execute();
}
