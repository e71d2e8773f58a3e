import path from "node:path";
import { z } from "zod";
import { formatZodError } from "../lib/errors";

/**
 * Every environment variable the server side reads, parsed once with zod. Each has a safe
 * local default so `npm start` works with no setup; README.md and .env.example list them.
 */
const envSchema = z.object({
  DATABASE_PATH: z.string().min(1).default("data/directory.db"),
  COMPANIES_CSV: z.string().min(1).default("data/companies.csv"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  SITE_URL: z.url().default("http://localhost:4321").transform((u) => u.replace(/\/+$/, "")),
  DIST_DIR: z.string().min(1).default("dist"),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(11 * 1024 * 1024),
  TRUST_PROXY: z.stringbool().default(false),
  /** Where the warehouse copy of each lead is POSTed (form-encoded); unset → copies are marked skipped. */
  WAREHOUSE_URL: z.url().optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).default(2000),
  /** New leads one IP may submit per window. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LEAD_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /** Most companies a quote request is matched with. */
  MATCH_LIMIT: z.coerce.number().int().min(1).max(20).default(5),
  /** When set, the 'rebuild-site' job POSTs to this Netlify build hook instead of running astro build locally. */
  NETLIFY_BUILD_HOOK_URL: z.url().optional(),
  /** How often the job runner looks for queued jobs. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  /** The first admin. Both or neither; unset → `admin` with a random password printed once at first start. */
  ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(6).max(1024).optional(),
  /** Signs session tokens; unset → a random secret generated once and kept in the database. */
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
}).refine((env) => (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined), {
  message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
  path: ["ADMIN_PASSWORD"],
});

export type AppConfig = z.output<typeof envSchema> & { rootDir: string };

/** Parses an environment (default `process.env`); throws one readable message naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`);
  }
  return { ...parsed.data, rootDir: process.cwd() };
}

let cached: AppConfig | undefined;

/** The process-wide configuration, parsed on first use. */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** Resolves a configured path against the project root (absolute paths stay as they are). */
export function resolvePath(p: string): string {
  return path.resolve(config().rootDir, p);
}
