import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { beginLoginAttempt, pairKey } from "../auth/login-throttle";
import { readCounter } from "../db/store/repositories/rate-limits";
import { purgeExpiredLimits, takeLimit } from "./limiter";
import { LOGIN_LOCK } from "./policies";

let t: TestDatabase;
const cfg = { LEAD_RATE_LIMIT: 3, LEAD_RATE_WINDOW_MINUTES: 10 };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

describe(`shared limiter (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("lets exactly the limit through a parallel burst, then refuses with the time left in the window", async () => {
    const now = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => takeLimit(t.store.db, "leads", "192.0.2.50", { cfg, now })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    const refused = outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({
      status: 429,
      retryAfterSeconds: 600,
      message: "Too many quote requests from your network. Please try again in 10 minutes.",
    });
    // another client is not affected; the window ends and the client may go on
    expect((await takeLimit(t.store.db, "leads", "192.0.2.51", { cfg, now })).ok).toBe(true);
    expect((await takeLimit(t.store.db, "leads", "192.0.2.50", { cfg, now: now + 600_001 })).ok).toBe(true);
  });

  it("deletes expired counters", async () => {
    const now = Date.now();
    await takeLimit(t.store.db, "inquiries", "192.0.2.60", { cfg, now });
    expect(await readCounter(t.store.db, "inquiries:client:192.0.2.60", now)).toEqual({ hits: 1, resetAt: now + 3_600_000 });
    expect(await purgeExpiredLimits(t.store.db, now + 3_600_001)).toBeGreaterThan(0);
    expect(await readCounter(t.store.db, "inquiries:client:192.0.2.60", 0)).toBeUndefined();
  });
});

describe(`login attempts per pair (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("lets exactly LOGIN_LOCK.attempts of 40 parallel attempts through, the rest locked", async () => {
    const key = pairKey("burst-user", "198.51.100.77");
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => beginLoginAttempt(t.store.db, key)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(LOGIN_LOCK.attempts);
    for (const v of verdicts) if (!v.allowed) expect(v.waitMs).toBeGreaterThan(25_000);
    // other pairs of the same user or address are not locked
    expect((await beginLoginAttempt(t.store.db, pairKey("burst-user", "198.51.100.78"))).allowed).toBe(true);
    expect((await beginLoginAttempt(t.store.db, pairKey("someone-else", "198.51.100.77"))).allowed).toBe(true);
  });
});
