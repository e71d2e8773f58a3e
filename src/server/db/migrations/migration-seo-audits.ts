import { type Migration, sql } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId, texts } from "./migration-kit";

/**
 * Migration 0013_seo_audits: the site audit's runs, their findings and the tasks built from them.
 *
 * - `seo_audit_runs`: one row per finished audit (its job, when, how many pages, the score, the
 *   counts by severity and, as JSON, by issue code). Runs are small and kept for ever, so the
 *   reports and the score trend reach back to the first audit.
 * - `seo_audit_findings`: one row per finding (page, code, severity, message). Only the newest
 *   runs keep theirs (see seo-audits.ts), so the table does not grow without bound.
 * - `seo_tasks`: one row per issue code ever found, with its status (open / ignored / fixed),
 *   when it was first and last found, and the run and page count it was last found with.
 */
export function seoAudits(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await createTableWithId(db, engine, "seo_audit_runs")
        .addColumn("job_id", "integer")
        .$call(texts("source", "started_at", "finished_at"))
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("pages_checked", "integer", (c) => c.notNull())
        .addColumn("score", "integer", (c) => c.notNull())
        .addColumn("errors", "integer", (c) => c.notNull())
        .addColumn("warnings", "integer", (c) => c.notNull())
        .addColumn("notices", "integer", (c) => c.notNull())
        .addColumn("by_code", "text", (c) => c.notNull().defaultTo("{}"))
        .execute();

      await createTableWithId(db, engine, "seo_audit_findings")
        .addColumn("run_id", "integer", (c) => c.notNull().references("seo_audit_runs.id").onDelete("cascade"))
        .$call(texts("page", "code"))
        .addColumn("severity", "text", (c) => c.notNull().check(sql`severity IN ('error', 'warning', 'notice')`))
        .addColumn("message", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("seo_audit_findings_run_code").on("seo_audit_findings").columns(["run_id", "code", "page"]).execute();
      await db.schema.createIndex("seo_audit_findings_run_page").on("seo_audit_findings").columns(["run_id", "page"]).execute();

      await db.schema
        .createTable("seo_tasks")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("severity", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("open").check(sql`status IN ('open', 'ignored', 'fixed')`))
        .addColumn("pages", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_run_id", "integer")
        .$call(texts("first_seen", "last_seen"))
        .addColumn("fixed_at", "text")
        .addColumn("updated_by", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
