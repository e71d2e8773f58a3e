import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deriveCities, type ZipRecord } from "../../lib/cities";
import { loadZipRecords } from "../reference/zip-source";
import { type Db, openDatabase } from "./connection";
import { insertReferenceData } from "./reference";

/** Test support: a fresh temporary database per test file, with the reference tables loaded. */

let zipCache: ZipRecord[] | undefined;

export interface TestDatabase {
  db: Db;
  file: string;
  dir: string;
  /** Closes the connection and deletes the folder. */
  cleanup(): void;
}

/**
 * Creates `movers-test-XXXX/directory.db` in the OS temp folder with states, services, cities
 * and ZIP codes loaded, and points `DATABASE_PATH` at it so functions under test use it.
 */
export function createTestDatabase(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-test-"));
  const file = path.join(dir, "directory.db");
  const db = openDatabase(file);
  zipCache ??= loadZipRecords();
  insertReferenceData(db, deriveCities(zipCache), zipCache);
  process.env.DATABASE_PATH = file;
  return {
    db,
    file,
    dir,
    cleanup() {
      if (db.open) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A CSV text from a header and rows of cells (test fixtures). */
export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header, ...rows].map((r) => r.map(quote).join(",")).join("\n");
}
