import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Serves the production build for the end-to-end tests: copies the snapshot database and the
 * built site to a temporary folder (tests write leads and uploads, and the admin upload spec
 * rebuilds and swaps the site, without touching data/directory.db or dist/), starts scripts/serve.ts on a free 127.0.0.1 port and hands its URL to the tests through
 * E2E_BASE_URL. The server also exits by itself if this process dies.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync("dist/index.html")) throw new Error("No build in dist/: run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-e2e-"));
  const database = path.join(dir, "directory.db");
  fs.copyFileSync("data/directory.db", database);
  const distDir = path.join(dir, "dist");
  fs.cpSync("dist", distDir, { recursive: true });

  // Every e2e lead comes from 127.0.0.1: the per-IP lead limit (unit-tested) is raised so specs
  // that submit leads cannot trip it. A throwaway admin for the login specs; workers inherit these variables.
  process.env.ADMIN_USERNAME = "e2e-admin";
  process.env.ADMIN_PASSWORD = randomBytes(18).toString("base64url");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/serve.ts", "--host", "127.0.0.1", "--port", "0", "--exit-with-parent"],
    { env: { ...process.env, DATABASE_PATH: database, DIST_DIR: distDir, JOB_POLL_INTERVAL_MS: "250", LEAD_RATE_LIMIT: "100" }, stdio: ["pipe", "pipe", "inherit"] },
  );
  process.env.E2E_BASE_URL = await readServingUrl(child);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

function readServingUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The server did not start within 30 s")), 30_000);
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.match(/Serving (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited early with code ${code}`));
    });
  });
}
