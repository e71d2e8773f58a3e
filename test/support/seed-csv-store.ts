import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, csvText, type TestDatabase } from "./test-database";

/** A test store and, in a folder of its own, the seed CSV a snapshot write reads when the store is empty. */
export interface SeedCsvStore {
  t: TestDatabase;
  dir: string;
  csvPath: string;
}

/** Creates the store of the engine under test and writes `rows` as `folder/companies.csv` beside it. */
export async function seedCsvStore(folder: string, header: readonly string[], rows: readonly string[][]): Promise<SeedCsvStore> {
  const t = await createTestDatabase();
  const dir = path.join(t.dir, folder);
  fs.mkdirSync(dir);
  const csvPath = path.join(dir, "companies.csv");
  fs.writeFileSync(csvPath, csvText(header, rows));
  return { t, dir, csvPath };
}
