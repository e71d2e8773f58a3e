import { type Migration, sql } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, replacePostgresStatusCheck, swapTable } from "./migration-kit";

const STATUS_CHECK = sql`status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')`;

/**
 * Migration 0005_script_runs: jobs run maintenance scripts, so a job keeps a result summary
 * (`result`, JSON text, null until the job sets one), can be asked to stop
 * (`cancel_requested_at`) and may end 'cancelled'.
 *
 * Postgres widens the status check in place. SQLite cannot change a table's checks, so there the
 * jobs are copied into a new table with the wider check and renamed (no foreign key refers to
 * jobs: csv_uploads.job_id is a plain column).
 */
export function scriptRuns(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      if (engine === "postgres") {
        await replacePostgresStatusCheck(db, "jobs", STATUS_CHECK);
        await db.schema.alterTable("jobs").addColumn("result", "text").execute();
        await db.schema.alterTable("jobs").addColumn("cancel_requested_at", "text").execute();
      } else {
        await db.schema
          .createTable("jobs_next")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(STATUS_CHECK))
          .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("log", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("error", "text")
          .addColumn("created_by", "text")
          .addColumn("deploy_id", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("started_at", "text")
          .addColumn("finished_at", "text")
          .addColumn("result", "text")
          .addColumn("cancel_requested_at", "text")
          .execute();
        await swapTable(db, "jobs", [
          "id",
          "kind",
          "status",
          "payload",
          "progress",
          "log",
          "error",
          "created_by",
          "deploy_id",
          "created_at",
          "started_at",
          "finished_at",
        ]);
        await db.schema.createIndex("jobs_status").on("jobs").columns(["status", "id"]).execute();
      }
      // The Scripts page shows each script's last run.
      await db.schema.createIndex("jobs_kind").on("jobs").columns(["kind", "id"]).execute();
    },
  };
}
