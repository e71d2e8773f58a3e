import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "../../../../test/support/test-database";
import { inGroupCommit } from "./commit-group";
import { insertMatchSet } from "./repositories/quote";
import type { StoreTx } from "./store";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const storeSet = (trx: StoreTx, pingId: string) => insertMatchSet(trx, { pingId, leadUuid: randomUUID(), request: {}, companies: [] }, 5);
const storedPings = async (pings: string[]) =>
  (await t.store.db.selectFrom("match_sets").select("ping_id").where("ping_id", "in", pings).execute()).map((r) => r.ping_id).sort();

describe(`group commit (${testEngine()})`, () => {
  it("writes of calls made together all land, and each caller gets its own answer", async () => {
    const pings = Array.from({ length: 25 }, () => randomUUID());
    const answers = await Promise.all(
      pings.map((ping, i) =>
        inGroupCommit(t.store, async (trx) => {
          await storeSet(trx, ping);
          return i;
        }),
      ),
    );
    expect(answers).toEqual(pings.map((_, i) => i));
    expect(await storedPings(pings)).toEqual([...pings].sort());
  });

  it("work that fails is undone alone: its caller gets the error, the others' writes stay", async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const results = await Promise.allSettled([
      inGroupCommit(t.store, (trx) => storeSet(trx, a)),
      inGroupCommit(t.store, async (trx) => {
        await storeSet(trx, b);
        throw new Error("the second caller's own failure");
      }),
      inGroupCommit(t.store, async (trx) => {
        await storeSet(trx, c);
        await storeSet(trx, c); // the same ping id twice: the database refuses it
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toContain("the second caller's own failure");
    expect(await storedPings([a, b, c])).toEqual([a]);
  });

  // On Postgres each call is its own transaction, running side by side with the others.
  it.skipIf(testEngine() !== "sqlite")("work that reads sees the writes of the calls before it in the same group", async () => {
    const ping = randomUUID();
    const [, seen] = await Promise.all([
      inGroupCommit(t.store, (trx) => storeSet(trx, ping)),
      inGroupCommit(
        t.store,
        async (trx) => (await trx.selectFrom("match_sets").select("ping_id").where("ping_id", "=", ping).executeTakeFirst())?.ping_id,
      ),
    ]);
    expect(seen).toBe(ping);
  });
});
