import type { Migration } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId, texts } from "./migration-kit";

/**
 * Migration 0006_script_schedules: cron schedules of maintenance scripts. Each row keeps its
 * expression, IANA time zone and parameters (JSON), whether it is enabled, when it runs next
 * (ISO UTC text, null while disabled) and what its last due run started: the job, or the
 * error that kept it from starting. The runner finds due rows through (enabled, next_run_at).
 */
export function scriptSchedules(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await createTableWithId(db, engine, "script_schedules")
        .$call(texts("script_id", "cron"))
        .addColumn("timezone", "text", (c) => c.notNull().defaultTo("UTC"))
        .addColumn("params", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("next_run_at", "text")
        .addColumn("last_run_at", "text")
        .addColumn("last_job_id", "integer")
        .addColumn("last_error", "text")
        .$call(texts("created_by", "created_at", "updated_at"))
        .execute();
      await db.schema.createIndex("script_schedules_due").on("script_schedules").columns(["enabled", "next_run_at"]).execute();
    },
  };
}
