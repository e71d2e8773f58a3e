/**
 * The write probe behind /api/health. On Postgres, connections the server dropped (a restart,
 * a failover, an administrator ending sessions) are not an outage: the probe asks again on a
 * fresh connection and reports what the database says, not "unreachable".
 */

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database";
import { probeStoreWrite } from "./health-probe";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

describe("probeStoreWrite", () => {
  it("reports a working store as writable", async () => {
    expect(await probeStoreWrite(t.store)).toEqual({ writable: true });
  });

  it.runIf(process.env.TEST_STORE_ENGINE === "postgres")("asks again on a fresh connection when the server has ended the pooled ones", async () => {
    const url = process.env.DATABASE_URL as string;
    const name = new URL(url).pathname.slice(1);
    for (let round = 0; round < 5; round++) {
      // Several pooled connections, all idle, then all ended by the server at once.
      await Promise.all([1, 2, 3].map(() => probeStoreWrite(t.store)));
      const admin = new pg.Client(url);
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
      // Probe at once, before this process has read the sockets' end (as a busy server would).
      const probe = probeStoreWrite(t.store);
      await admin.end();
      expect(await probe).toEqual({ writable: true });
    }
  });
});
