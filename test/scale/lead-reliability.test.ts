/**
 * Reliability of lead submissions against the real server (scripts/serve.ts in a child process)
 * on the run-time store of this test run (SQLite file or Postgres): 200 concurrent submissions
 * are all stored exactly once, and a SIGKILL in the middle of a load loses no lead whose
 * confirmation id was already answered.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listLeadConfirmations } from "../../src/server/db/store/repositories/leads";
import type { StoreDb } from "../../src/server/db/store/store";
import { type ChildServer, SERVE_ARGS, startChildServer } from "../support/child-server";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ID = /^MV-[0-9A-Z]{8}$/;

const servers = new Set<ChildServer>();
const databases: TestDatabase[] = [];
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-reliability-dist-"));
fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
fs.writeFileSync(path.join(distDir, "404.html"), "<!doctype html><title>Not found</title><h1>Not found</h1>");

/** A test database and the variables that point a server at it. */
interface Fresh {
  t: TestDatabase;
  env: Record<string, string>;
}

/** Starts scripts/serve.ts on a free port against a test database's snapshot and store. */
async function startServer(db: Fresh): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: distDir, LEAD_RATE_LIMIT: "100000", LOG_REQUESTS: "0" };
  for (const name of ["WAREHOUSE_URL", "DATABASE_URL", "NETLIFY_DB_URL", "NETLIFY_DATABASE_URL", "STORE_PATH", "SNAPSHOT_PATH"]) delete env[name];
  Object.assign(env, db.env);
  const server = await startChildServer(SERVE_ARGS, { cwd: ROOT, env, timeoutMs: 20_000 });
  servers.add(server);
  return server;
}

/**
 * A fresh snapshot (reference data, no companies: leads need none) and an empty migrated store,
 * with the variables createTestDatabase set for them (the Postgres URL with its password).
 */
async function freshDatabase(): Promise<Fresh> {
  const t = await createTestDatabase();
  databases.push(t);
  t.snapshot.close(); // the server opens the snapshot read-only itself
  const env: Record<string, string> = { SNAPSHOT_PATH: t.snapshotFile };
  if (t.engine === "postgres") env.DATABASE_URL = process.env.DATABASE_URL as string;
  else env.STORE_PATH = process.env.STORE_PATH as string;
  return { t, env };
}

/** A valid lead submission, form-encoded (what the wizard sends). */
function leadBody(n: number): string {
  const fields = sampleLeadFields(randomUUID(), {
    lastName: `Tester${n}`,
    email: `load.tester+${n}@example.com`,
    phone: `(555) 210-${String(n % 10_000).padStart(4, "0")}`,
    sessionId: `reliability-${n}`,
  });
  return new URLSearchParams(fields).toString();
}

const uuidOf = (body: string) => new URLSearchParams(body).get("lead_uuid") ?? "";

async function submit(url: string, body: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: res.status, text: await res.text() };
}

/** The stored leads, read from the store the server writes to (its own connection). */
async function readLeads(db: StoreDb): Promise<{ ids: string[]; uuids: Map<string, string>; duplicateUuids: number }> {
  const rows = await listLeadConfirmations(db);
  const perUuid = new Map<string, number>();
  for (const r of rows) perUuid.set(r.leadUuid, (perUuid.get(r.leadUuid) ?? 0) + 1);
  return {
    ids: rows.map((r) => r.publicId),
    uuids: new Map(rows.map((r) => [r.leadUuid, r.publicId])),
    duplicateUuids: [...perUuid.values()].filter((n) => n > 1).length,
  };
}

afterAll(async () => {
  await Promise.all([...servers].map((server) => server.stop()));
  for (const t of databases) await t.cleanup();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("lead submissions against the real server", () => {
  it("200 concurrent lead submissions are each stored exactly once", { timeout: 40_000 }, async () => {
    const db = await freshDatabase();
    const server = await startServer(db);
    try {
      const bodies = Array.from({ length: 200 }, (_, i) => leadBody(i));
      const answers = await Promise.all(bodies.map((b) => submit(server.url, b)));
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      const ids = answers.map((a) => a.text);
      for (const id of ids) expect(id).toMatch(ID);
      expect(new Set(ids).size).toBe(200);

      let stored = await readLeads(db.t.store.db);
      expect(stored.ids).toHaveLength(200);
      const counts = new Map<string, number>();
      for (const id of stored.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const id of ids) expect(counts.get(id)).toBe(1);
      expect(bodies.map((b) => stored.uuids.get(uuidOf(b)))).toEqual(ids);

      // Idempotency under load: the same 20 submissions again, all at once.
      const again = await Promise.all(bodies.slice(0, 20).map((b) => submit(server.url, b)));
      expect(again.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(again.map((a) => a.text)).toEqual(ids.slice(0, 20));
      stored = await readLeads(db.t.store.db);
      expect(stored.ids).toHaveLength(200);
      expect(stored.duplicateUuids).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("SIGKILL mid-load loses no answered lead", { timeout: 50_000 }, async () => {
    const TOTAL = 300;
    const CONCURRENCY = 20;
    const KILL_AFTER = 100;
    const db = await freshDatabase();
    const server = await startServer(db);
    const bodies = Array.from({ length: TOTAL }, (_, i) => leadBody(1000 + i));
    const answered = new Map<string, string>(); // lead_uuid → confirmation id answered with 200
    let failed = 0;
    let killed = false;
    let next = 0;
    let responses = 0;

    const worker = async () => {
      while (!killed && next < TOTAL) {
        const body = bodies[next++];
        try {
          const { status, text } = await submit(server.url, body);
          responses++;
          if (status === 200) answered.set(uuidOf(body), text);
          else failed++;
        } catch {
          failed++; // in flight when the server died
        }
        if (!killed && responses >= KILL_AFTER) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await server.exited;
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER - CONCURRENCY);
    for (const id of answered.values()) expect(id).toMatch(ID);

    // Restart on the same database: every answered lead is there, once.
    const restarted = await startServer(db);
    try {
      const stored = await readLeads(db.t.store.db);
      const lost = [...answered].filter(([uuid, id]) => stored.uuids.get(uuid) !== id);
      expect(lost).toEqual([]);
      expect(stored.duplicateUuids).toBe(0);
      expect(new Set(stored.ids).size).toBe(stored.ids.length);
      const storedAfterKill = stored.ids.length;

      // Resubmitting everything after the restart: answered leads keep their ids, none doubles.
      const again: Array<{ status: number; text: string }> = [];
      for (let i = 0; i < TOTAL; i += CONCURRENCY) {
        again.push(...(await Promise.all(bodies.slice(i, i + CONCURRENCY).map((b) => submit(restarted.url, b)))));
      }
      expect(again.filter((a) => a.status !== 200)).toEqual([]);
      bodies.forEach((b, i) => {
        const before = answered.get(uuidOf(b));
        if (before) expect(again[i].text).toBe(before);
      });
      const final = await readLeads(db.t.store.db);
      expect(final.ids).toHaveLength(TOTAL);
      expect(final.duplicateUuids).toBe(0);
      console.log(
        `SIGKILL mid-load: ${next} sent, ${answered.size} answered 200 before the kill, ${failed} failed in flight, ` +
          `${storedAfterKill} stored after restart (0 lost, 0 duplicated), ${final.ids.length} after resubmitting all ${TOTAL}`,
      );
    } finally {
      await restarted.stop();
    }
  });
});
