import { z } from "zod";
import type { JobStatus } from "./jobs-api";

/**
 * Contracts of the Scripts API (GET /api/admin/scripts, POST /api/admin/scripts/:id/runs) and
 * the parameter schemas of the maintenance scripts, shared by the server (src/server/scripts)
 * and the admin island. A script's parameters are a zod object; the API describes them to the
 * browser as JSON Schema (z.toJSONSchema), from which the run form is rendered.
 */

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

export const rebuildSiteParams = z.object({});

export const findDuplicateCompaniesParams = z.object({
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: "must be a two-letter state code such as TX" })
    .optional()
    .meta({ title: "State", description: "Only look at companies in this state (two letters); empty for every state." }),
});

export const checkCompanyLocationsParams = z.object({
  max_miles: wholeNumber(1, 500)
    .default(50)
    .meta({ title: "Distance limit (miles)", description: "Report companies whose coordinates are further than this from their ZIP code's centre." }),
  fix: z.boolean({ error: "must be true or false" }).default(false).meta({
    title: "Fix what can be fixed safely",
    description: "Moves far-off coordinates to the ZIP's centre and corrects the city to the ZIP's, then asks for a site rebuild.",
  }),
});

export const purgeOldDataParams = z.object({
  days: wholeNumber(1, 3650).default(90).meta({
    title: "Older than (days)",
    description: "Quote sessions, funnel events and match sets older than this are deleted. Leads are always kept.",
  }),
  upload_days: wholeNumber(1, 3650)
    .default(365)
    .meta({ title: "Keep uploaded CSV files (days)", description: "Uploaded CSV files older than this are deleted with their preview report." }),
});

export const retryDeliveriesParams = z.object({});

/** The JSON Schema subset the run form understands (what z.toJSONSchema writes for these objects). */
export interface ParamSchema {
  type?: "string" | "number" | "integer" | "boolean";
  title?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  enum?: readonly (string | number)[];
  pattern?: string;
  maxLength?: number;
}
export interface ParamsSchema {
  type?: "object";
  properties?: Record<string, ParamSchema>;
  required?: string[];
}

/** When a script last ran (its newest job). */
export interface ScriptLastRun {
  jobId: number;
  status: JobStatus;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** finishedAt − startedAt; null until the run has finished. */
  durationMs: number | null;
}

/** One entry of `GET /api/admin/scripts` → `{ scripts: ScriptInfo[] }`. */
export interface ScriptInfo {
  id: string;
  title: string;
  description: string;
  params: ParamsSchema;
  lastRun: ScriptLastRun | null;
}

export interface ScriptsResponse {
  scripts: ScriptInfo[];
}

/** Body of `POST /api/admin/scripts/:id/runs`; each script's own schema then checks `params`. */
export const scriptRunBodySchema = z.object({
  params: z.record(z.string(), z.unknown(), { error: "must be an object" }).default({}),
});
export type ScriptRunBody = z.input<typeof scriptRunBodySchema>;
/** POST /api/admin/scripts/:id/runs: the script id, looked up by the use case (404 when unknown). */
export const scriptRunParamsSchema = z.object({ id: z.string() });
export type ScriptRunParams = z.infer<typeof scriptRunParamsSchema>;

export const SCRIPT_RUN_MAX_BYTES = 16 * 1024;

/** Answer of a started run (201). */
export interface ScriptRunResponse {
  job: { id: number };
}

/** Milliseconds between two ISO times, or null when either is missing. */
export function durationMs(startedAt: string | null, finishedAt: string | null): number | null {
  if (!startedAt || !finishedAt) return null;
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** "850 ms", "12 s", "3 min 4 s", "1 h 2 min". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** Body of the background function that runs one queued script job on Netlify. */
export const scriptRunBackgroundBodySchema = z.object({ jobId: z.number().int().positive() });
export const SCRIPT_RUN_BACKGROUND_MAX_BYTES = 1024;
/** Where that background function is routed (its file is functions/script-run-background.ts). */
export const SCRIPT_RUN_BACKGROUND_PATH = "/api/script-run-background";
