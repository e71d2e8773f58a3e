import type { Kysely, Migration } from "kysely";
import type { Engine } from "./store";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0006_script_schedules: cron schedules of maintenance scripts. Each row keeps its
 * expression, IANA time zone and parameters (JSON), whether it is enabled, when it runs next
 * (ISO UTC text, null while disabled) and what its last due run started: the job, or the
 * error that kept it from starting. The runner finds due rows through (enabled, next_run_at).
 */
export function scriptSchedules(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("script_schedules")
        .$call((t) =>
          engine === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey()),
        )
        .addColumn("script_id", "text", (c) => c.notNull())
        .addColumn("cron", "text", (c) => c.notNull())
        .addColumn("timezone", "text", (c) => c.notNull().defaultTo("UTC"))
        .addColumn("params", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("next_run_at", "text")
        .addColumn("last_run_at", "text")
        .addColumn("last_job_id", "integer")
        .addColumn("last_error", "text")
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("script_schedules_due").on("script_schedules").columns(["enabled", "next_run_at"]).execute();
    },
  };
}
