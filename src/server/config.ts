import path from "node:path";
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../lib/auth/password-policy";
import { formatZodError } from "../lib/errors";

/**
 * Every environment variable the server side reads, parsed once with zod. Each has a safe
 * local default so `npm start` works with no setup; README.md and .env.example list them.
 */
const LOCAL_SITE_URL = "http://localhost:4321";
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const postgresUrl = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
);

const envSchema = z
  .object({
    /** The read-only directory snapshot (SQLite), written by the build from the run-time store. */
    SNAPSHOT_PATH: z.string().min(1).default("data/directory.db"),
    /** The embedded run-time store (SQLite), used when no Postgres URL is set. */
    STORE_PATH: z.string().min(1).default("data/store.db"),
    /** Postgres for the run-time store; Netlify Database's own variables are read when this is unset. */
    DATABASE_URL: postgresUrl,
    NETLIFY_DB_URL: postgresUrl,
    NETLIFY_DATABASE_URL: postgresUrl,
    /** Largest number of connections one process opens to Postgres. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
    COMPANIES_CSV: z.string().min(1).default("data/companies.csv"),
    /** Where SQLite backups of the run-time store are written; unset → `backups/` beside STORE_PATH (Postgres keeps them in a table). */
    BACKUP_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
    /** How many backups are kept; older ones are deleted as new ones are written. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(10),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    SITE_URL: optionalUrl,
    /** Netlify's own variables: `NETLIFY=true` on its build and function machines, `URL` the site's primary URL. */
    NETLIFY: z.stringbool().default(false),
    URL: optionalUrl,
    DIST_DIR: z.string().min(1).default("dist"),
    /** Set by the rebuild job for an incremental `astro build`: a JSON file listing the company-driven pages to render. */
    RENDER_ONLY_FILE: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
    /**
     * Set by the rebuild job on a partial build it starts ahead of the next change: the process
     * that waits for it. The build waits for its page list with no deadline while that process lives.
     */
    RENDER_GATE_OWNER_PID: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
    /**
     * The local server's rebuild job keeps the next incremental rebuild's partial build bundled and
     * waiting (an idle `astro build` process of about 570 MB resident), so an edit goes live without
     * waiting for Astro's and Vite's bundling. Off: each rebuild bundles when it starts.
     */
    REBUILD_PARK_NEXT_BUILD: z.stringbool().default(true),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(11 * 1024 * 1024),
    TRUST_PROXY: z.stringbool().default(false),
    /** One log line per request answered by the local server. */
    LOG_REQUESTS: z.stringbool().default(false),
    /** The local server's connection caps and timeouts (scripts/serve.ts). */
    SERVER_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
    SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    SERVER_MAX_HEADER_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024)
      .default(16 * 1024),
    /** Where the warehouse copy of each lead is POSTed (form-encoded); unset → copies are marked skipped. */
    WAREHOUSE_URL: optionalUrl,
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).default(2000),
    /** Where mail goes out (smtp:// or smtps://, credentials in the URL); unset → mail is held for the admin Mail page. */
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** The From header of every email the site sends. */
    MAIL_FROM: z.string().trim().min(3).default("National Movers Directory <no-reply@nationalmovers.example>"),
    /** Where the site owner's notifications go; unset → none are sent. */
    SITE_OWNER_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
    /** Signs the movers' lead webhooks (HMAC-SHA256); unset → webhook deliveries are skipped. */
    LEAD_WEBHOOK_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    /** New leads one IP may submit per window. */
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    LEAD_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
    /** Multiplies the global limits of anonymous writes and the per-client limits of sessions, matching, events and inquiries (load tests, large shared networks). */
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
    /** Most companies a quote request is matched with. */
    MATCH_LIMIT: z.coerce.number().int().min(1).max(20).default(5),
    /** When set, the 'rebuild-site' job POSTs to this Netlify build hook instead of running astro build locally. */
    NETLIFY_BUILD_HOOK_URL: optionalUrl,
    /** How often the job runner looks for queued jobs. */
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
    /** The first admin. Both or neither; unset → `admin` with a random password printed once at first start. */
    ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
    ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH).optional(),
    /** Signs session tokens; unset → a random secret generated once and kept in the database. */
    SESSION_SECRET: z.string().min(32).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    /** An admin session unused this long ends (NIST SP 800-63B's 30 minutes for AAL2); the absolute TTL still applies. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  })
  .refine((env) => env.SERVER_HEADERS_TIMEOUT_MS <= env.SERVER_REQUEST_TIMEOUT_MS, {
    message: "must not exceed SERVER_REQUEST_TIMEOUT_MS",
    path: ["SERVER_HEADERS_TIMEOUT_MS"],
  })
  .refine((env) => (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .superRefine((env, ctx) => {
    // Netlify's functions run on many short-lived machines: a password printed once or a secret
    // generated per store would be lost or differ between them, so both come from the environment.
    if (!env.NETLIFY) return;
    for (const name of ["ADMIN_USERNAME", "ADMIN_PASSWORD", "SESSION_SECRET"] as const) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required on Netlify (set it in the site's environment variables)" });
    }
  })
  .transform(({ SITE_URL, URL: netlifyUrl, DATABASE_URL, NETLIFY_DB_URL, NETLIFY_DATABASE_URL, ...rest }) => ({
    ...rest,
    /** Public origin, no trailing slash: SITE_URL, else Netlify's URL on Netlify, else localhost. */
    SITE_URL: (SITE_URL ?? (rest.NETLIFY ? netlifyUrl : undefined) ?? LOCAL_SITE_URL).replace(/\/+$/, ""),
    /** The Postgres URL of the run-time store, or undefined for the embedded SQLite store. */
    DATABASE_URL: DATABASE_URL ?? NETLIFY_DB_URL ?? NETLIFY_DATABASE_URL,
  }));

export type AppConfig = z.output<typeof envSchema> & { rootDir: string };

/** Parses an environment (default `process.env`); throws one readable message naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${formatZodError(parsed.error)}`);
  }
  return { ...parsed.data, rootDir: process.cwd() };
}

/** True when an origin points at this machine (localhost, 127.x, ::1): never a public site. */
export function isLocalOrigin(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host);
}

/**
 * The site URL a build may use: a build on Netlify whose URL still points at this machine would
 * publish canonicals, sitemaps and structured data naming localhost, so it stops with a message.
 */
export function buildSiteUrl(cfg: Pick<AppConfig, "SITE_URL" | "NETLIFY">): string {
  if (cfg.NETLIFY && isLocalOrigin(cfg.SITE_URL)) {
    throw new Error(
      `SITE_URL is ${cfg.SITE_URL} on a Netlify build: set SITE_URL to the public origin (or let Netlify's URL variable through) so canonical links, the sitemap and structured data name the real site`,
    );
  }
  return cfg.SITE_URL;
}

let cached: AppConfig | undefined;

/** The process-wide configuration, parsed on first use. */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** Forgets the parsed configuration so the next `config()` reads the environment again (tests). */
export function resetConfig(): void {
  cached = undefined;
}

/** Resolves a configured path against the project root (absolute paths stay as they are). */
export function resolvePath(p: string): string {
  return path.resolve(config().rootDir, p);
}
