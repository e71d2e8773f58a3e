import type { Migration } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId, texts } from "./migration-kit";

/**
 * Migration 0012_qa_runs: runs of the QA suite and their checks. A run keeps its job, the base
 * URL it checked, when it started and finished, its verdict and counts, and the SHA-256 of the
 * random token its own requests carry (X-QA-Run), by which the public API recognises them as
 * test traffic while the run is under way. Each check keeps its suite, name, status, duration
 * and failure detail, in the order it ran.
 */
export function qaRuns(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await createTableWithId(db, engine, "qa_runs")
        .addColumn("job_id", "integer")
        .$call(texts("base_url", "suites", "token_hash", "started_at"))
        .addColumn("finished_at", "text")
        .addColumn("verdict", "text")
        .addColumn("passed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("qa_runs_token").on("qa_runs").column("token_hash").unique().execute();
      await createTableWithId(db, engine, "qa_checks")
        .addColumn("run_id", "integer", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .$call(texts("suite", "name", "status"))
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("qa_checks_run").on("qa_checks").columns(["run_id", "position"]).execute();
    },
  };
}
