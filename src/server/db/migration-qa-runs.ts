import type { Kysely, Migration } from "kysely";
import type { Engine } from "./store";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0012_qa_runs: runs of the QA suite and their checks. A run keeps its job, the base
 * URL it checked, when it started and finished, its verdict and counts, and the SHA-256 of the
 * random token its own requests carry (X-QA-Run), by which the public API recognises them as
 * test traffic while the run is under way. Each check keeps its suite, name, status, duration
 * and failure detail, in the order it ran.
 */
export function qaRuns(engine: Engine): Migration {
  const id = (t: ReturnType<AnyDb["schema"]["createTable"]>) =>
    engine === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey());
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("qa_runs")
        .$call(id)
        .addColumn("job_id", "integer")
        .addColumn("base_url", "text", (c) => c.notNull())
        .addColumn("suites", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("verdict", "text")
        .addColumn("passed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("qa_runs_token").on("qa_runs").column("token_hash").unique().execute();
      await db.schema
        .createTable("qa_checks")
        .$call(id)
        .addColumn("run_id", "integer", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("suite", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("qa_checks_run").on("qa_checks").columns(["run_id", "position"]).execute();
    },
  };
}
