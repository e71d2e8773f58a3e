/** `npm run db:migrate`: applies pending migrations of the run-time store and exits (1 on failure, naming the migration). */
import { configuredStoreTarget, migrateStore, openStore } from "../src/server/db/store/store";

const store = openStore(configuredStoreTarget());
try {
  const applied = await migrateStore(store);
  console.log(`${store.engine} store at ${store.location}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
}
