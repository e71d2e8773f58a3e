import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleMoversCsv } from "../../../../../test/support/sample-movers";
import { storedCompanyRow } from "../../../../../test/support/stored-company-row";
import { createTestDatabase, type TestDatabase } from "../../../../../test/support/test-database";
import { pruneCompanyChanges, readJournalChanges, readJournalHead } from "./company-changes";

/**
 * The company change journal on each engine: triggers log every insert, update and delete of a
 * company whatever wrote it, and on Postgres concurrent writers of companies take turns, so a
 * journal row never commits with a `seq` below one a reader has already seen.
 */
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["austin-movers", "dallas-van"]));
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

const idOf = async (slug: string) => (await t.store.db.selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
const loggedSince = async (seq: number) =>
  (await t.store.db.selectFrom("company_changes").select("company_id").where("seq", ">", seq).orderBy("seq").execute()).map((r) => r.company_id);

describe(`the company change journal (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("logs each company a plain statement inserts, updates or deletes", async () => {
    const start = await readJournalHead(t.store.db);
    const [one, two] = [await idOf("austin-movers"), await idOf("dallas-van")];
    await t.store.db.updateTable("companies").set({ name: "Austin Movers Renamed" }).where("id", "=", one).execute();
    await t.store.db.updateTable("companies").set({ review_count: 3 }).where("id", "in", [one, two]).execute();
    await t.store.db.deleteFrom("companies").where("id", "=", two).execute();
    expect(await loggedSince(start.seq)).toEqual([one, one, two, two]);

    const head = await readJournalHead(t.store.db);
    expect(head.seq).toBeGreaterThan(start.seq);
    expect(head.token).toMatch(/^[0-9a-f]{16,}$/);
    expect(await readJournalChanges(t.store.db, start, head, 10)).toEqual({ ok: true, ids: [one, two].sort((a, b) => a - b) });
    expect(await readJournalChanges(t.store.db, start, head, 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/over 1 companies/) });
  });

  it("prunes the rows before a position and keeps that row, so the position stays checkable", async () => {
    const head = await readJournalHead(t.store.db);
    expect(await pruneCompanyChanges(t.store.db, head.seq)).toBeGreaterThan(0);
    const left = await t.store.db.selectFrom("company_changes").select(["seq", "token"]).execute();
    expect(left).toEqual([head]);
    expect(await readJournalChanges(t.store.db, head, head, 10)).toEqual({ ok: true, ids: [] });
  });

  it("commits journal rows in seq order: a second writer of companies waits for the first to commit", async () => {
    const one = await idOf("austin-movers");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstWrote = () => {};
    const wrote = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    const first = t.store.db.transaction().execute(async (trx) => {
      await trx.updateTable("companies").set({ name: "First Writer" }).where("id", "=", one).execute();
      firstWrote();
      await held;
    });
    await wrote;
    let secondDone = false;
    const second = t.store.db
      .insertInto("companies")
      .values(storedCompanyRow("three-movers", { city: "Denver", state: "CO", zip: "80202", lat: 39.75, lng: -104.99 }))
      .execute()
      .then(() => {
        secondDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    const three = await idOf("three-movers");
    const rows = await t.store.db.selectFrom("company_changes").select(["seq", "company_id"]).where("company_id", "in", [one, three]).execute();
    const seqOf = (id: number) => Math.max(...rows.filter((r) => r.company_id === id).map((r) => r.seq));
    expect(seqOf(one)).toBeLessThan(seqOf(three));
  });

  it("loses every snapshot's position when companies are emptied wholesale (Postgres: TRUNCATE, which names no rows)", async () => {
    const before = await readJournalHead(t.store.db);
    const ids = (await t.store.db.selectFrom("companies").select("id").orderBy("id").execute()).map((r) => r.id);
    if (t.engine === "postgres") await sql`TRUNCATE companies`.execute(t.store.db);
    else await t.store.db.deleteFrom("companies").execute();
    const head = await readJournalHead(t.store.db);
    const changes = await readJournalChanges(t.store.db, before, head, 10);
    if (t.engine === "postgres") expect(changes).toMatchObject({ ok: false, reason: expect.stringMatching(/no longer holds position/) });
    else expect(changes).toEqual({ ok: true, ids });
  });
});
