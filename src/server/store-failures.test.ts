/**
 * The real server (scripts/serve.ts in a child process) on a store that cannot take writes:
 * it refuses to start on a read-only store, naming it; a store that turns read-only while it
 * runs gives 503s (health and writes) without crashing, and recovers; an unreachable store
 * starts with a warning and answers 503.
 */

import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServeProcess, tinySite, unprivilegedUser } from "../../test/support/health-test-server";
import { sampleLeadFields } from "../../test/support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-database";
import type { HealthReport } from "../lib/health/health-api";
import { STORE_FAILURE_MESSAGES } from "./db/store/store-errors";

const site = tinySite();
const databases: TestDatabase[] = [];
const servers: ServerProcess[] = [];
const isPostgres = process.env.TEST_STORE_ENGINE === "postgres";

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const t of databases) {
    fs.chmodSync(t.dir, 0o700);
    await t.cleanup();
  }
  site.cleanup();
});

/** A fresh snapshot and migrated store, closed here so only the server uses them; readable by `user`. */
async function freshDatabase(user: { uid: number; gid: number } | null): Promise<{ t: TestDatabase; env: Record<string, string> }> {
  const t = await createTestDatabase();
  databases.push(t);
  t.snapshot.close();
  const env: Record<string, string> = { DIST_DIR: site.dir, SNAPSHOT_PATH: t.snapshotFile };
  if (t.engine === "postgres") env.DATABASE_URL = process.env.DATABASE_URL as string;
  else {
    env.STORE_PATH = t.store.location;
    await t.store.close(); // a clean close folds the WAL back into the file
  }
  if (user) for (const file of [t.dir, ...fs.readdirSync(t.dir).map((f) => path.join(t.dir, f))]) fs.chownSync(file, user.uid, user.gid);
  fs.chmodSync(t.dir, 0o755);
  return { t, env };
}

function serve(env: Record<string, string>, user: { uid: number; gid: number } | null = null): ServerProcess {
  const server = startServeProcess(env, user);
  servers.push(server);
  return server;
}

async function health(url: string): Promise<{ status: number; body: HealthReport }> {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: (await res.json()) as HealthReport };
}

async function postLead(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(sampleLeadFields(randomUUID())).toString(),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Asks `check` until it holds or `ms` pass (the server probes the store at most every few
 * seconds). A dropped keep-alive connection is asked again; a crash fails the exit-code checks.
 */
async function eventually<T>(check: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch((error: unknown) => {
      if (Date.now() > end) throw error;
      return undefined;
    });
    if ((value !== undefined && ok(value)) || Date.now() > end) return value as T;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(!isPostgres)("the server on a read-only SQLite store", () => {
  const user = unprivilegedUser();

  it("starts and answers health 200 when the same files are writable (control)", { timeout: 40_000 }, async () => {
    const { env } = await freshDatabase(user);
    const server = serve(env, user);
    const url = await server.ready;
    expect(await health(url)).toMatchObject({ status: 200, body: { ok: true, store: { writable: true } } });
    await server.stop();
  });

  for (const [name, folderMode] of [
    ["a read-only file and folder", 0o555],
    ["a read-only file in a writable folder", 0o777],
  ] as const) {
    it(`refuses to start on ${name}, naming the file, without printing "Serving"`, { timeout: 40_000 }, async () => {
      const { t, env } = await freshDatabase(user);
      fs.chmodSync(env.STORE_PATH, 0o444);
      fs.chmodSync(t.dir, folderMode);
      const server = serve(env, user);
      const { code, stdout, stderr } = await server.exited;
      expect(code).toBe(1);
      expect(stdout).not.toContain("Serving");
      expect(stderr).toContain(`The run-time store ${env.STORE_PATH} is read-only: SQLITE_READONLY`);
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    });
  }
});

describe.runIf(isPostgres)("the server on a read-only Postgres store", () => {
  async function setReadOnly(url: string, on: boolean): Promise<void> {
    const name = new URL(url).pathname.slice(1);
    const client = new pg.Client(url);
    await client.connect();
    await client.query("SET default_transaction_read_only = off");
    await client.query(`ALTER DATABASE ${name} SET default_transaction_read_only = ${on ? "on" : "off"}`);
    // Connections keep the setting they started with: end the server's, so it reconnects.
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    await client.end();
  }

  it("refuses to start, naming the database", { timeout: 40_000 }, async () => {
    const { env } = await freshDatabase(null);
    await setReadOnly(env.DATABASE_URL, true);
    try {
      const { code, stdout, stderr } = await serve(env).exited;
      expect(code).toBe(1);
      expect(stdout).not.toContain("Serving");
      const shown = new URL(env.DATABASE_URL);
      expect(stderr).toContain(`The run-time store postgres://${shown.username}:***@${shown.host}${shown.pathname} is read-only: 25006`);
      expect(stderr).not.toContain(shown.password);
    } finally {
      await setReadOnly(env.DATABASE_URL, false);
    }
  });

  it("turning read-only while it runs: 503s with a clear message, no crash, and recovery", { timeout: 60_000 }, async () => {
    const { env } = await freshDatabase(null);
    const server = serve({ ...env, JOB_POLL_INTERVAL_MS: "200" });
    const url = await server.ready;
    server.exited.then(({ code, signal, stderr }) => {
      if (!stopping) console.error(`The server exited (code ${code}, signal ${signal}):\n${stderr}`);
    });
    let stopping = false;
    expect((await postLead(url)).status).toBe(200);
    await setReadOnly(env.DATABASE_URL, true);
    try {
      const down = await eventually(
        () => health(url),
        (h) => h.status === 503,
      );
      expect(down).toMatchObject({ status: 503, body: { ok: false, store: { writable: false, reason: "read-only", code: "25006" } } });
      const lead = await postLead(url);
      expect(lead.status).toBe(503);
      expect(JSON.parse(lead.text)).toEqual({ error: STORE_FAILURE_MESSAGES["read-only"] });
      await new Promise((r) => setTimeout(r, 1_000)); // background loops poll the read-only store meanwhile
      expect(server.child.exitCode).toBeNull();
    } finally {
      await setReadOnly(env.DATABASE_URL, false);
    }
    expect(
      await eventually(
        () => health(url),
        (h) => h.status === 200,
      ),
    ).toMatchObject({ status: 200, body: { ok: true } });
    expect((await postLead(url)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    stopping = true;
    await server.stop();
  });
});

describe("the server on an unreachable store", () => {
  it("starts with a warning, answers health and writes with 503, and serves pages", { timeout: 40_000 }, async () => {
    const t = await createTestDatabase();
    databases.push(t);
    t.snapshot.close();
    fs.chmodSync(t.dir, 0o755);
    const server = serve({ DIST_DIR: site.dir, SNAPSHOT_PATH: t.snapshotFile, DATABASE_URL: "postgres://x:secret@127.0.0.1:1/none" });
    const url = await server.ready;
    expect(await health(url)).toMatchObject({ status: 503, body: { ok: false, store: { reason: "unreachable" } } });
    expect((await postLead(url)).status).toBe(503);
    expect((await fetch(`${url}/`)).status).toBe(200);
    await server.stop();
    const { stderr } = await server.exited;
    expect(stderr).toContain("Warning: the run-time store postgres://x:***@127.0.0.1:1/none does not take writes (unreachable");
    expect(stderr).not.toContain("secret");
  });
});
