import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { BackupSummary } from "../../../lib/admin/database-api";
import { type BackupReason, backupName, isBackupName, reasonOf, timeOf } from "./backup-names";

/**
 * Backups of a SQLite store: files in a folder (BACKUP_DIR). Each is written with SQLite's online
 * backup API (better-sqlite3's `backup()`) from a second, read-only connection: a consistent copy
 * of one moment while the site keeps reading and writing (SQLite restarts the copy if the file
 * changes under it). The copy is switched from WAL to a rollback journal, so it is one
 * self-contained file that opens anywhere, and appears under its name only once complete.
 */

/** Copies the live database `source` into a new file `destination` (which must not exist). */
export async function copySqliteDatabase(source: string, destination: string): Promise<number> {
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  // Read-only: a missing file fails to open instead of being created.
  const from = new Database(source, { readonly: true });
  try {
    await from.backup(partial);
  } finally {
    from.close();
  }
  const copy = new Database(partial);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const fd = fs.openSync(partial, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, destination);
  return fs.statSync(destination).size;
}

/** The kept backups in `dir`, newest first. */
export function listSqliteBackups(dir: string): BackupSummary[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter(isBackupName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .sort()
    .reverse()
    .map((name) => ({
      name,
      createdAt: timeOf(name),
      sizeBytes: fs.statSync(path.join(dir, name)).size,
      engine: "sqlite" as const,
      reason: reasonOf(name),
    }));
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export function pruneSqliteBackups(dir: string, keep: number): string[] {
  const old = listSqliteBackups(dir).slice(keep);
  for (const backup of old) fs.rmSync(path.join(dir, backup.name), { force: true });
  return old.map((b) => b.name);
}

/** Writes a backup of `source` into `dir`, then keeps only the newest `keep`. */
export async function createSqliteBackup(
  source: string,
  dir: string,
  options: { reason: BackupReason; keep: number; now?: Date },
): Promise<{ backup: BackupSummary; pruned: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  let at = options.now ?? new Date();
  let name = backupName(at, options.reason, "db");
  while (fs.existsSync(path.join(dir, name))) {
    at = new Date(at.getTime() + 1);
    name = backupName(at, options.reason, "db");
  }
  const sizeBytes = await copySqliteDatabase(source, path.join(dir, name));
  const pruned = pruneSqliteBackups(dir, options.keep);
  return { backup: { name, createdAt: at.toISOString(), sizeBytes, engine: "sqlite", reason: options.reason }, pruned };
}

/** The path of the kept backup `name` in `dir`, or undefined for an unknown or unlisted name. */
export function sqliteBackupPath(dir: string, name: string): string | undefined {
  if (!isBackupName(name) || !name.endsWith(".db")) return undefined;
  const file = path.join(dir, name);
  return fs.existsSync(file) ? file : undefined;
}
