import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCsvStore } from "../../../test/support/seed-csv-store";
import { storedCompanyRow } from "../../../test/support/stored-company-row";
import { csvText, type TestDatabase } from "../../../test/support/test-database";
import { deleteCompany, editCompany } from "../admin/companies";
import { importCompaniesCsv } from "../csv/import";
import { getCompanyBySlug } from "../db/snapshot/companies";
import { openSnapshot } from "../db/snapshot/snapshot";
import { readJournalPosition } from "../db/snapshot/snapshot-position";
import { readJournalHead } from "../db/store/repositories/company-changes";
import { listStoreCompanies, type StoredCompany } from "../db/store/repositories/store-companies";
import { updateSnapshot } from "./patch-snapshot";

/**
 * The snapshot patch reads only the companies the store's change journal logged since the
 * snapshot's position: an admin edit, an import of several companies, a delete and a services
 * change each reach the patched snapshot that way (the job log's reason says so, and a change the
 * journal does not hold is not seen). A snapshot with no position, a position ahead of the store,
 * one the journal pruned or one of another store falls back to comparing every company, saying why.
 */
let t: TestDatabase;
let dir: string;
let csvPath: string;
const HEADER = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_in_list"];
const TOWNS = [
  ["Austin", "TX", "78701"],
  ["Dallas", "TX", "75201"],
  ["Denver", "CO", "80202"],
] as const;
const row = (i: number, name = `Mover ${i} Moving`, services = "local-moving") => [
  `mover-${i}`,
  name,
  ...TOWNS[i % 3],
  services,
  "4.5",
  String(10 + i),
  "true",
];
const live = () => path.join(dir, "directory.db");
const JOURNAL = /^(\d+) companies written and (\d+) deleted, .*\((\d+) logged in the change journal since the snapshot were compared\)$/;

async function stored(slug: string): Promise<StoredCompany> {
  const company = (await listStoreCompanies(t.store.db)).find((c) => c.slug === slug);
  if (!company) throw new Error(`no stored company ${slug}`);
  return company;
}

function importRows(rows: string[][]) {
  const reference = openSnapshot(live());
  try {
    return importCompaniesCsv(t.store.db, reference, csvText(HEADER, rows), "upsert");
  } finally {
    reference.close();
  }
}

/** Rewrites the live snapshot's recorded position (null: none), as a snapshot of another time or store would hold. */
function setPosition(position: { seq: number; token: string } | null) {
  const db = new Database(live());
  db.prepare("DELETE FROM journal_position").run();
  if (position) db.prepare("INSERT INTO journal_position (seq, token) VALUES (?, ?)").run(position.seq, position.token);
  db.close();
}

const nameIn = (slug: string) => {
  const db = openSnapshot(live());
  try {
    return getCompanyBySlug(db, slug);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  ({ t, dir, csvPath } = await seedCsvStore(
    "journal",
    HEADER,
    Array.from({ length: 12 }, (_, i) => row(i)),
  ));
  const first = await updateSnapshot(t.store, live(), csvPath);
  expect(first).toMatchObject({ mode: "rewritten", seeded: 12 });
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

describe(`the snapshot patch from the store's change journal (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("records the journal's newest row in a written snapshot, and prunes the rows before it", async () => {
    const head = await readJournalHead(t.store.db);
    const db = openSnapshot(live());
    expect(readJournalPosition(db)).toEqual(head);
    db.close();
    const rows = await t.store.db.selectFrom("company_changes").select("seq").execute();
    expect(rows.map((r) => r.seq)).toEqual([head.seq]);
  }, 60_000);

  it("takes an admin edit from the journal", async () => {
    const company = await stored("mover-1");
    expect(await editCompany(t.store, company.id, { name: "Mover One Renamed" }, "test", openSnapshot(live()))).toMatchObject({ ok: true });
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched).toMatchObject({ mode: "patched", companies: 12, changedIds: [company.id] });
    expect(patched.reason).toMatch(JOURNAL);
    expect(patched.reason.match(JOURNAL)?.slice(1)).toEqual(["1", "0", "1"]);
    expect(nameIn("mover-1")?.name).toBe("Mover One Renamed");
    expect(readJournalPosition(openSnapshot(live()))).toEqual(await readJournalHead(t.store.db));
  }, 60_000);

  it("takes an import of several companies (new and changed) from the journal", async () => {
    const imported = await importRows([row(2, "Mover Two Renamed"), row(3, "Mover Three Renamed"), row(20), row(21)]);
    expect(imported).toMatchObject({ ok: true });
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched.reason.match(JOURNAL)?.slice(1)).toEqual(["4", "0", "4"]);
    expect(patched.companies).toBe(14);
    expect(nameIn("mover-3")?.name).toBe("Mover Three Renamed");
    expect(nameIn("mover-21")).toBeDefined();
  }, 60_000);

  it("takes a delete from the journal", async () => {
    const company = await stored("mover-4");
    expect(await deleteCompany(t.store, company.id, "test")).toBe(true);
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched.reason.match(JOURNAL)?.slice(1)).toEqual(["0", "1", "1"]);
    expect(patched).toMatchObject({ companies: 13, changedIds: [company.id] });
    expect(nameIn("mover-4")).toBeUndefined();
  }, 60_000);

  it("takes a services change from the journal", async () => {
    expect(await importRows([row(5, undefined, "storage|packing")])).toMatchObject({ ok: true });
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched.reason.match(JOURNAL)?.slice(1)).toEqual(["1", "0", "1"]);
    expect(
      nameIn("mover-5")
        ?.services.map((s) => s.slug)
        .sort(),
    ).toEqual(["packing", "storage"]);
  }, 60_000);

  it("reads only what the journal names: a change it does not hold is left until every company is compared", async () => {
    const [six, seven] = [await stored("mover-6"), await stored("mover-7")];
    expect(await importRows([row(6, "Mover Six Renamed"), row(7, "Mover Seven Renamed")])).toMatchObject({ ok: true });
    // As if seven's change had never been logged.
    await t.store.db.deleteFrom("company_changes").where("company_id", "=", seven.id).execute();
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched).toMatchObject({ changedIds: [six.id] });
    expect(nameIn("mover-6")?.name).toBe("Mover Six Renamed");
    expect(nameIn("mover-7")?.name).toBe("Mover 7 Moving");

    setPosition(null);
    const compared = await updateSnapshot(t.store, live(), csvPath);
    expect(compared).toMatchObject({ mode: "patched", changedIds: [seven.id] });
    expect(compared.reason).toMatch(
      /^1 companies written and 0 deleted, .*\(every company was compared, as the snapshot records no position in the store's change journal\)$/,
    );
    expect(nameIn("mover-7")?.name).toBe("Mover Seven Renamed");
  }, 60_000);

  it("compares every company when the snapshot's position is ahead of the store, pruned, or another store's", async () => {
    const company = await stored("mover-8");
    type Position = { seq: number; token: string };
    const cases: Array<{ position: (recorded: Position, head: Position) => Position; reason: RegExp }> = [
      { position: (_, head) => ({ seq: head.seq + 1000, token: head.token }), reason: /ahead of the store's .*: the store was replaced/ },
      {
        position: (recorded) => ({ seq: recorded.seq - 1, token: recorded.token }),
        reason: /no longer holds position .* \(pruned, or the store was replaced\)/,
      },
      {
        position: (recorded) => ({ seq: recorded.seq, token: "another-store" }),
        reason: /is not the one the snapshot recorded: the store was replaced/,
      },
    ];
    for (const [i, { position, reason }] of cases.entries()) {
      const reference = openSnapshot(live());
      expect(await editCompany(t.store, company.id, { name: `Mover Eight ${i}` }, "test", reference)).toMatchObject({ ok: true });
      const recorded = readJournalPosition(reference);
      reference.close(); // setPosition writes this file in place, which an open snapshot connection's lock would refuse
      if (!recorded) throw new Error("the snapshot records no position");
      setPosition(position(recorded, await readJournalHead(t.store.db)));
      const patched = await updateSnapshot(t.store, live(), csvPath);
      expect(patched).toMatchObject({ mode: "patched", changedIds: [company.id] });
      expect(patched.reason).toMatch(/\(every company was compared, as /);
      expect(patched.reason).toMatch(reason);
      expect(nameIn("mover-8")?.name).toBe(`Mover Eight ${i}`);
    }
    // Back on the journal once the snapshot records this store's newest row again.
    const again = await updateSnapshot(t.store, live(), csvPath);
    expect(again.reason.match(JOURNAL)?.slice(1)).toEqual(["0", "0", "0"]);
  }, 120_000);

  it("leaves out, and names, a stored company whose city the reference data does not know, from the journal too", async () => {
    await t.store.db
      .insertInto("companies")
      .values(storedCompanyRow("nowhere-movers", { city: "Nowhereville", state: "TX", zip: "78701", lat: 30.27, lng: -97.74 }))
      .execute();
    const patched = await updateSnapshot(t.store, live(), csvPath);
    expect(patched).toMatchObject({ mode: "patched", skipped: ["nowhere-movers"] });
    expect(patched.reason).toMatch(JOURNAL);
    expect(nameIn("nowhere-movers")).toBeUndefined();
  }, 60_000);
});
