import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../../test/support/test-database";
import { getAdminUserByUsername, insertFirstAdminUser, upsertAdminUser } from "./repositories/admin-auth";
import { countStoreCompanies, getStoreCompanyById, listStoreCompanies } from "./repositories/store-companies";
import { migrateStore } from "./store";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

describe(`run-time store (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("is migrated once: a second migration applies nothing", async () => {
    expect(await migrateStore(t.store)).toEqual([]);
  });

  it("keeps usernames unique regardless of case and creates the first admin only once", async () => {
    const id = await upsertAdminUser(t.store.db, "Store-Admin", "hash-1");
    expect(await upsertAdminUser(t.store.db, "store-admin", "hash-2")).toBe(id);
    expect(await getAdminUserByUsername(t.store.db, "STORE-ADMIN")).toEqual({ id, username: "Store-Admin", passwordHash: "hash-2" });
    const results = await Promise.all([1, 2, 3].map(() => insertFirstAdminUser(t.store.db, "admin", "x")));
    expect(results.filter(Boolean)).toHaveLength(0);
  });

  it("seeds companies into the store and copies them into the snapshot with the same ids", async () => {
    await t.seedCompanies(
      csvText(
        ["slug", "name", "city", "state", "zip", "services"],
        [
          ["acme-austin", "Acme Movers", "Austin", "TX", "78701", "local-moving"],
          ["bolt-denver", "Bolt Movers", "Denver", "CO", "80202", "long-distance-moving|packing"],
        ],
      ),
    );
    expect(await countStoreCompanies(t.store.db)).toBe(2);
    const stored = await listStoreCompanies(t.store.db);
    const bolt = stored.find((c) => c.slug === "bolt-denver");
    expect(bolt?.services).toEqual(["long-distance-moving", "packing"]);
    expect(await getStoreCompanyById(t.store.db, bolt?.id ?? 0)).toMatchObject({ name: "Bolt Movers", state: "CO" });
    const inSnapshot = t.snapshot.prepare("SELECT id, slug FROM companies ORDER BY id").all() as Array<{ id: number; slug: string }>;
    expect(inSnapshot).toEqual(stored.map((c) => ({ id: c.id, slug: c.slug })));
  });
});
