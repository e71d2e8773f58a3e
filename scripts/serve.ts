/**
 * Self-hosted server: the built site (dist/) and every function in functions/ on one port,
 * behaving like Netlify (see src/platform/server.ts).
 *
 *   tsx scripts/serve.ts [--port N] [--host H] [--exit-with-parent]
 *
 * Prints exactly one line, `Serving http://HOST:PORT`, once listening (`--port 0` picks a
 * free port). `--exit-with-parent` stops the server when the parent process goes away or,
 * if stdin is a pipe, when stdin closes (for test harnesses).
 */
import { fstatSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type RunningServer, startServer } from "../src/platform/server";
import { ensureFirstAdmin } from "../src/server/auth/bootstrap";
import { config, resolvePath } from "../src/server/config";
import { closeStore, getStore } from "../src/server/db/store/store";
import { storeStartProblem } from "../src/server/health";
import { type JobHandler, startJobRunner } from "../src/server/jobs/job-runner";
import { outboxOptionsFrom, startOutboxWorker } from "../src/server/jobs/outbox-worker";
import { rebuildSiteHandler } from "../src/server/jobs/rebuild-site-job";
import { scriptJobHandlers } from "../src/server/scripts/registry";
import { startScheduleTicker } from "../src/server/scripts/schedules-runner";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) fail(`Invalid --port "${value}": expected 0-65535`);
  return port;
}

/** The parent's pid of `pid` (Linux /proc), or undefined elsewhere. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Our ancestors (parent first, up to init). Launchers such as `npx` and the tsx CLI sit
 * between us and the real parent, so the whole chain is watched, not just the direct parent.
 */
function ancestors(): number[] {
  const chain = [process.ppid];
  for (let pid = parentOf(process.ppid); pid !== undefined && pid > 1 && chain.length < 16; pid = parentOf(pid)) {
    chain.push(pid);
  }
  return chain;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

function watchParent(shutdown: (reason: string) => void): void {
  const parent = process.ppid;
  const watched = ancestors().filter((pid) => pid > 1);
  const timer = setInterval(() => {
    if (process.ppid !== parent || !watched.every(isAlive)) shutdown("parent process exited");
  }, 1000);
  timer.unref();
  let stdinIsPipe = false;
  try {
    const info = fstatSync(0);
    stdinIsPipe = info.isFIFO() || info.isSocket();
  } catch {
    // no stdin
  }
  if (stdinIsPipe) {
    process.stdin.on("data", () => {});
    process.stdin.once("end", () => shutdown("stdin closed"));
    process.stdin.once("close", () => shutdown("stdin closed"));
    process.stdin.on("error", () => shutdown("stdin closed"));
  }
}

const parse = () =>
  parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "exit-with-parent": { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: tsx scripts/serve.ts [--port N] [--host H] [--exit-with-parent]`);
  }
  // A read-only store would serve pages while every lead fails: refuse to start, naming the file.
  // A full or unreachable store only warns (writes answer 503 until it recovers).
  const storeProblem = await storeStartProblem();
  if (storeProblem) fail(storeProblem);
  let running: RunningServer;
  try {
    const cfg = config();
    running = await startServer({
      host: args.values.host ?? cfg.HOST,
      port: args.values.port !== undefined ? parsePort(args.values.port) : cfg.PORT,
      distDir: resolvePath(cfg.DIST_DIR),
      functionsDir: resolvePath("functions"),
      netlifyTomlPath: resolvePath("netlify.toml"),
      maxBodyBytes: cfg.MAX_BODY_BYTES,
      trustProxy: cfg.TRUST_PROXY,
      siteUrl: cfg.SITE_URL,
      logRequests: cfg.LOG_REQUESTS,
      limits: {
        maxConnections: cfg.SERVER_MAX_CONNECTIONS,
        headersTimeoutMs: cfg.SERVER_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: cfg.SERVER_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: cfg.SERVER_KEEP_ALIVE_TIMEOUT_MS,
        maxHeaderBytes: cfg.SERVER_MAX_HEADER_BYTES,
      },
    });
  } catch (error) {
    fail(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.stdout.write(`Serving ${running.url}\n`);
  const cfg = config();
  const store = await getStore();
  ensureFirstAdmin(store).catch((error) => console.error("Could not create the first admin:", error));
  // Retries the outbox in the background (warehouse copies, emails, webhooks; first attempts run right after each lead).
  const outboxOptions = outboxOptionsFrom(cfg);
  const outbox = outboxOptions ? startOutboxWorker(store, outboxOptions) : null;
  // Background jobs from the admin area: every script of the Scripts pages. With a build hook,
  // Netlify builds and its deploy events finish the job, so this process must not claim
  // 'rebuild-site' jobs; without one it rebuilds here (snapshot from the store, astro build,
  // swap). Jobs a crash left running are marked failed.
  // REBUILD_PARK_NEXT_BUILD: after each rebuild the next one's partial build bundles and waits.
  const siteBuilder = cfg.NETLIFY_BUILD_HOOK_URL
    ? undefined
    : rebuildSiteHandler({
        rootDir: cfg.rootDir,
        distDir: resolvePath(cfg.DIST_DIR),
        snapshotPath: resolvePath(cfg.SNAPSHOT_PATH),
        csvPath: resolvePath(cfg.COMPANIES_CSV),
        parkNextBuild: cfg.REBUILD_PARK_NEXT_BUILD,
      });
  const handlers: Record<string, JobHandler> = scriptJobHandlers({ siteBuilder });
  const jobs = startJobRunner(store, handlers, cfg.JOB_POLL_INTERVAL_MS);
  // Script schedules: due runs start now (one run for whatever was missed while stopped), then every 30 s.
  const schedules = startScheduleTicker(store);

  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) {
      if (reason.startsWith("SIG")) process.exit(1); // second signal: stop now
      return;
    }
    stopping = true;
    outbox?.stop();
    jobs.stop();
    schedules.stop();
    console.error(`Shutting down (${reason})`);
    running
      .close()
      .then(() => siteBuilder?.dispose())
      .then(() => closeStore())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  if (args.values["exit-with-parent"]) watchParent(shutdown);
}

await main();
