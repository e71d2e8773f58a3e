import type { JobHandler } from "../jobs/job-runner";
import { backupDatabase } from "./backup-database";
import { checkCompanyLocations } from "./check-company-locations";
import { findDuplicateCompanies } from "./find-duplicate-companies";
import { purgeOldData } from "./purge-old-data";
import { qaSuite } from "./qa-suite";
import { rebuildSite } from "./rebuild-site";
import { retryDeliveries } from "./retry-deliveries";
import { seoAudit } from "./seo-audit";
import type { Script } from "./types";

export type { Script } from "./types";

/**
 * Every script the admin can run (Scripts pages, schedules, `POST /api/admin/scripts/:id/runs`),
 * in the order the Scripts page lists them. A script's id is its job kind.
 */
export const SCRIPTS: readonly Script[] = [
  rebuildSite,
  findDuplicateCompanies,
  checkCompanyLocations,
  purgeOldData,
  retryDeliveries,
  backupDatabase,
  qaSuite,
  seoAudit,
  // Further scripts (one file each beside this one) are added here.
] as Script[];

/** The script with this id, or undefined. */
export function findScript(id: string): Script | undefined {
  return SCRIPTS.find((s) => s.id === id);
}

/** Whether a job kind is a script's. */
export const isScriptKind = (kind: string): boolean => findScript(kind) !== undefined;

/**
 * The job handler of one script: reads `{ params }` from the job's payload, validates it again
 * with the script's schema (a schedule's stored params may predate a change) and runs it.
 */
export function scriptJobHandler(script: Script): JobHandler {
  return async (ctx) => {
    const payload = (ctx.payload ?? {}) as { params?: unknown };
    const parsed = script.params.safeParse(payload.params ?? {});
    if (!parsed.success) throw new Error(`Invalid parameters: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    await script.run(ctx, parsed.data);
  };
}

/**
 * Handlers for the local job runner: every script; `rebuild-site` only when a `siteBuilder`
 * (rebuildSiteHandler) is given, i.e. when no Netlify build hook builds instead.
 */
export function scriptJobHandlers(options: { siteBuilder?: JobHandler } = {}): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const script of SCRIPTS) {
    if (script.id === "rebuild-site") {
      if (options.siteBuilder) handlers[script.id] = options.siteBuilder;
    } else {
      handlers[script.id] = scriptJobHandler(script);
    }
  }
  return handlers;
}
