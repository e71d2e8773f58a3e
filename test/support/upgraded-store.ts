import { afterAll, beforeAll } from "vitest";
import { migrateStore, type StoreDb } from "../../src/server/db/store/store";
import type { StoreSchema } from "../../src/server/db/store/store-schema";
import { type OlderStore, storeBefore } from "./store-before";

/**
 * For the calling test file: a store of the engine under test at the schema before `migration`,
 * holding `rows` in `table` (a live site about to upgrade), then migrated to the latest schema.
 * Created before the file's tests and removed after them; the answer gives its database, inside tests.
 * The rows follow the older schema, which the current types do not describe, so they are not checked.
 * @example const db = upgradedStore("0005_script_runs", "jobs", [{ kind: "rebuild-site", status: "queued" }]);
 */
export function upgradedStore(migration: string, table: keyof StoreSchema, rows: ReadonlyArray<Record<string, unknown>>): () => StoreDb {
  let older: OlderStore | undefined;
  beforeAll(async () => {
    older = await storeBefore(migration);
    await older.store.db
      .insertInto(table)
      .values(rows as never)
      .execute();
    await migrateStore(older.store);
  });
  afterAll(async () => {
    await older?.close();
  });
  return () => {
    if (!older) throw new Error("The upgraded store exists only while the file's tests run");
    return older.store.db;
  };
}
