import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { storeMigrations } from "../../src/server/db/migrations/store-migrations";
import { migrateStore, openStore, type Store } from "../../src/server/db/store/store";
import { createTestPostgresDatabase, testEngine } from "./test-database";

/** A scratch store of the engine under test, at an older schema. */
export interface OlderStore {
  store: Store;
  /** Closes the store and deletes its database. */
  close(): Promise<void>;
}

/**
 * A new, empty store of the engine under test (its own Postgres database or SQLite file) with only
 * the migrations named before `migration` applied: a live site about to upgrade. Insert the rows
 * it holds, then `migrateStore(store)` runs the rest.
 * Example: `const { store, close } = await storeBefore("0005_script_runs");`
 */
export async function storeBefore(migration: string): Promise<OlderStore> {
  const engine = testEngine();
  let store: Store;
  let drop: () => Promise<void>;
  if (engine === "postgres") {
    const database = await createTestPostgresDatabase();
    store = openStore({ engine, url: database.url });
    drop = database.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-migration-"));
    store = openStore({ engine, file: path.join(dir, "store.db") });
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const earlier = Object.entries(storeMigrations(engine)).filter(([name]) => name < migration);
  await migrateStore(store, { getMigrations: async () => Object.fromEntries(earlier) });
  return {
    store,
    async close() {
      await store.close();
      await drop();
    },
  };
}
