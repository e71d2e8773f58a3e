import { z } from "zod";
import { durationMs, type ParamsSchema, type ScriptInfo } from "../../lib/admin/scripts-api";
import { latestJobsByKind } from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";
import { SCRIPTS, type Script } from "./registry";

/** A script's parameters as JSON Schema (what the run form is rendered from). */
export function paramsSchemaOf(script: Script): ParamsSchema {
  const schema = z.toJSONSchema(script.params, { io: "input", unrepresentable: "any" }) as ParamsSchema & { $schema?: string };
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

/** Every script with its parameter description and last run, in the registry's order. */
export async function listScripts(store: Store): Promise<ScriptInfo[]> {
  const latest = await latestJobsByKind(
    store.db,
    SCRIPTS.map((s) => s.id),
  );
  return SCRIPTS.map((script) => {
    const job = latest.get(script.id);
    return {
      id: script.id,
      title: script.title,
      description: script.description,
      params: paramsSchemaOf(script),
      lastRun: job
        ? {
            jobId: job.id,
            status: job.status,
            createdAt: job.createdAt,
            startedAt: job.startedAt,
            finishedAt: job.finishedAt,
            durationMs: durationMs(job.startedAt, job.finishedAt),
          }
        : null,
    };
  });
}
