import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestDatabase } from "./test-database";

/**
 * Test support: runs the real local server (`tsx scripts/serve.ts`) in a child process, as the
 * store-failure, fuzz and 401-sweep tests need it: on a free port, with a tiny site folder,
 * optionally as another user (a root test run cannot make a file read-only for itself).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the URL once "Serving …" is printed; rejects if the process exits first. */
  ready: Promise<string>;
  /** Resolves when the process has exited, with its code and everything it printed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  stop(): Promise<void>;
}

const STORE_VARIABLES = ["WAREHOUSE_URL", "DATABASE_URL", "NETLIFY_DB_URL", "NETLIFY_DATABASE_URL", "STORE_PATH", "SNAPSHOT_PATH", "SMTP_URL"];

/** A folder with the two pages the server needs, readable by every user; removed by `cleanup`. */
export function tinySite(): { dir: string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-health-dist-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  fs.writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Not found</title><h1>Not found</h1>");
  fs.chmodSync(dir, 0o755);
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts scripts/serve.ts with `env` on top of this process's environment minus the store
 * variables. `uid`/`gid` run it as another user (only a root test run can).
 * Example: `const server = startServeProcess({ DIST_DIR: site.dir, STORE_PATH: file }); const url = await server.ready;`
 */
export function startServeProcess(env: Record<string, string>, user: { uid: number; gid: number } | null = null): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_REQUESTS: "0" };
  for (const name of STORE_VARIABLES) delete childEnv[name];
  Object.assign(childEnv, env);
  if (user) childEnv.HOME = os.tmpdir();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--host", "127.0.0.1", "--port", "0", "--exit-with-parent"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["pipe", "pipe", "pipe"],
    ...(user ?? {}),
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 30 s\n${stderr}`)), 30_000);
    child.stdout?.on("data", () => {
      const match = stdout.match(/Serving (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}, signal ${signal})\n${stderr}`));
    });
  });
  ready.catch(() => {});
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, ready, exited, stop };
}

/** The real server over a test database, at `url`; `stop` ends it and removes its site folder (the database stays the caller's). */
export interface ServedDatabase {
  server: ServerProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs scripts/serve.ts over `t` with a tiny site and `env` on top: closes the test's snapshot
 * handle and opens its folder to every user first, as the server opens them itself.
 * Example: `const served = await serveTestDatabase(t, { SESSION_SECRET }); … await served.stop();`
 */
export async function serveTestDatabase(t: TestDatabase, env: Record<string, string> = {}): Promise<ServedDatabase> {
  t.snapshot.close();
  fs.chmodSync(t.dir, 0o755);
  const site = tinySite();
  const server = startServeProcess({ DIST_DIR: site.dir, SNAPSHOT_PATH: t.snapshotFile, STORE_PATH: t.store.location, ...env });
  const stop = async () => {
    await server.stop();
    site.cleanup();
  };
  try {
    return { server, url: await server.ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Another user to run the server as when this process is root (uid 0), else null. */
export function unprivilegedUser(): { uid: number; gid: number } | null {
  return process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;
}
