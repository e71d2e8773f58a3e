import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { request } from "@playwright/test";
import { startTestPostgres, type TestPostgres } from "../scripts/testing/postgres-server";
import { type SmtpSink, startSmtpSink } from "../scripts/testing/smtp-sink";
import { linkTree } from "../src/server/jobs/link-tree";
import { type ChildServer, SERVE_ARGS, startChildServer } from "../test/support/child-server";

/**
 * Serves the production build for the end-to-end tests, twice: once on the embedded SQLite store
 * (E2E_BASE_URL) and once on a real Postgres server (E2E_PG_BASE_URL; started here unless
 * E2E_DATABASE_URL names an empty database to use). Each server gets its own copies of the
 * snapshot and store and a hard-linked view of the built site in a temporary folder (specs write
 * leads and uploads, and the upload specs rebuild and swap the site) and exits by itself if this
 * process dies.
 * Both servers send their mail to one in-process SMTP server, whose messages the specs read
 * through a loopback endpoint (E2E_MAILBOX_URL, see e2e/support/mailbox.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync("dist/index.html")) throw new Error("No build in dist/: run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-e2e-"));
  // Every e2e lead comes from 127.0.0.1: the per-IP lead limit (unit-tested) is raised so specs
  // that submit leads cannot trip it. A throwaway admin for the login specs; workers inherit these variables.
  process.env.ADMIN_USERNAME = "e2e-admin";
  process.env.ADMIN_PASSWORD = randomBytes(18).toString("base64url");
  const smtp = await startSmtpSink();
  const mailbox = await serveMailbox(smtp);
  process.env.E2E_MAILBOX_URL = mailbox.url;
  // No parked builds: these servers' dist folders lie outside the project, where Astro keeps a
  // build's chunks in the project's own .astro/, so a build parked by one server would bundle
  // there while the other server's rebuild reads it (test/scale/site-builds.test.ts proves the
  // parked path, each build in a working folder of its own).
  const common = {
    JOB_POLL_INTERVAL_MS: "250",
    LEAD_RATE_LIMIT: "100",
    // Every spec's inquiries come from 127.0.0.1 too, more than the 5 an hour one network may
    // send; the limits themselves are tested in test/functions/anonymous-limits.test.ts.
    RATE_LIMIT_SCALE: "10",
    SMTP_URL: smtp.url,
    SITE_OWNER_EMAIL: "owner@movers.example",
    REBUILD_PARK_NEXT_BUILD: "false",
  };

  const sqliteDir = path.join(dir, "sqlite");
  fs.mkdirSync(sqliteDir);
  fs.copyFileSync("data/directory.db", path.join(sqliteDir, "directory.db"));
  fs.copyFileSync("data/store.db", path.join(sqliteDir, "store.db"));
  await linkDist(path.join(sqliteDir, "dist"));
  const sqlite = await startServer({
    ...common,
    SNAPSHOT_PATH: path.join(sqliteDir, "directory.db"),
    STORE_PATH: path.join(sqliteDir, "store.db"),
    DIST_DIR: path.join(sqliteDir, "dist"),
    DATABASE_URL: "",
  });
  process.env.E2E_BASE_URL = sqlite.url;

  // Postgres: the build's data step (migrate, seed the empty store, write the snapshot) exactly
  // as `npm run build` runs it on Netlify, then the same built pages.
  const postgres: TestPostgres | undefined = process.env.E2E_DATABASE_URL ? undefined : await startTestPostgres();
  const databaseUrl = process.env.E2E_DATABASE_URL || (postgres as TestPostgres).url;
  const pgDir = path.join(dir, "postgres");
  fs.mkdirSync(pgDir);
  const pgEnv = { ...common, DATABASE_URL: databaseUrl, SNAPSHOT_PATH: path.join(pgDir, "directory.db"), DIST_DIR: path.join(pgDir, "dist") };
  const data = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-data.ts"], { env: { ...process.env, ...pgEnv }, encoding: "utf8" });
  if (data.status !== 0) throw new Error(`The build's data step failed on Postgres:\n${data.stdout}\n${data.stderr}`);
  await linkDist(path.join(pgDir, "dist"));
  const pg = await startServer(pgEnv);
  process.env.E2E_PG_BASE_URL = pg.url;

  // One admin sign-in per server for the whole run (a password check costs a scrypt with N=2^17);
  // specs add the saved cookies to their page (e2e/support/admin.ts).
  process.env.E2E_ADMIN_STATE = await signInOnce(sqlite.url, path.join(dir, "admin-sqlite.json"));
  process.env.E2E_PG_ADMIN_STATE = await signInOnce(pg.url, path.join(dir, "admin-postgres.json"));

  return async () => {
    await Promise.all([sqlite.stop(), pg.stop()]);
    await postgres?.stop();
    await Promise.all([mailbox.stop(), smtp.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Gives a server its own dist folder made of hard links to the one build: a rebuild renames new
 * files and folders over the links and never writes a served file in place, so the build is
 * shared without copying 191 MB per server.
 */
async function linkDist(to: string): Promise<void> {
  await linkTree(path.resolve("dist"), to, { paths: [], pattern: /^$/ });
}

/** Signs the run's admin in on the server at `baseURL` and saves the browser state to `file`. */
async function signInOnce(baseURL: string, file: string): Promise<string> {
  const context = await request.newContext({ baseURL });
  const res = await context.post("/api/login", {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  if (res.status() !== 200) throw new Error(`The admin sign-in for the specs failed: ${res.status()} ${await res.text()}`);
  await context.storageState({ path: file });
  await context.dispose();
  return file;
}

/** GET <url> answers every message the SMTP server accepted so far, as JSON, oldest first. */
async function serveMailbox(smtp: SmtpSink): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(smtp.messages));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/messages`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function startServer(env: Record<string, string>): Promise<ChildServer> {
  return startChildServer(SERVE_ARGS, { env: { ...process.env, ...env }, stderr: "inherit" });
}
