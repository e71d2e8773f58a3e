import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  type BackupSummary,
  type DatabaseOverview,
  type IntegrityResult,
  RESTORE_MAX_UPLOAD_BYTES,
  type RestoreResult,
} from "../../lib/admin/database-api";
import { config, resolvePath } from "../config";
import { exportPostgresStore } from "../db/backups/backup-export";
import { type BackupReason, backupName } from "../db/backups/backup-names";
import { createPostgresBackup, listPostgresBackups, readPostgresBackup } from "../db/backups/backup-postgres";
import { failJobsRunningInBackup, prepareRestore, swapInRestore } from "../db/backups/backup-restore";
import { copySqliteDatabase, createSqliteBackup, listSqliteBackups, sqliteBackupPath } from "../db/backups/backup-sqlite";
import { databaseSize, listTables, schemaVersion } from "../db/backups/database-info";
import { checkStoreIntegrity } from "../db/backups/database-integrity";
import { recordAudit } from "../db/store/repositories/audit";
import type { Store } from "../db/store/store";

/**
 * The Database page's use cases: the overview, the integrity check, backups (written, listed,
 * downloaded) and the restore of an uploaded SQLite backup. Backups and restores are recorded
 * in the admin audit log.
 */

/** Where SQLite backups go: BACKUP_DIR, else a `backups` folder beside the store file. */
export function backupDir(store: Store): string {
  const configured = config().BACKUP_DIR;
  return configured ? resolvePath(configured) : path.join(path.dirname(store.location), "backups");
}

const FORMAT = {
  sqlite: "a SQLite database file (opens with sqlite3 or any SQLite tool)",
  postgres: "a gzipped SQL script of the run-time tables (load it with psql into a migrated store)",
} as const;

export async function listBackups(store: Store): Promise<BackupSummary[]> {
  return store.engine === "postgres" ? listPostgresBackups(store.db) : listSqliteBackups(backupDir(store));
}

export async function getDatabaseOverview(store: Store): Promise<DatabaseOverview> {
  return {
    engine: store.engine,
    location: store.location,
    schemaVersion: await schemaVersion(store),
    sizeBytes: await databaseSize(store),
    tables: await listTables(store),
    backups: await listBackups(store),
    backupsKept: config().BACKUP_KEEP,
    restoreSupported: store.engine === "sqlite",
    restoreMaxBytes: Math.min(RESTORE_MAX_UPLOAD_BYTES, config().MAX_BODY_BYTES),
    backupFormat: FORMAT[store.engine],
  };
}

export const runIntegrityCheck = (store: Store): Promise<IntegrityResult> => checkStoreIntegrity(store);

/** Writes a backup that the page lists (the `backup-database` script, and before each restore). */
export async function createBackup(store: Store, by: string, reason: BackupReason = "manual"): Promise<{ backup: BackupSummary; pruned: string[] }> {
  const keep = config().BACKUP_KEEP;
  const result =
    store.engine === "postgres"
      ? await createPostgresBackup(store, { reason, keep, by })
      : await createSqliteBackup(store.location, backupDir(store), { reason, keep });
  await recordAudit(store.db, {
    actor: by,
    action: "database.backup",
    targetType: "database",
    targetId: result.backup.name,
    summary: `Wrote backup ${result.backup.name}${reason === "manual" ? "" : ` (${reason})`}`,
    details: { sizeBytes: result.backup.sizeBytes, pruned: result.pruned },
  });
  return { backup: result.backup, pruned: result.pruned };
}

/** A file to send as an attachment. */
export interface BackupDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array> | Uint8Array;
}

const contentTypeOf = (name: string) => (name.endsWith(".db") ? "application/vnd.sqlite3" : "application/gzip");

/** Streams a file, deleting `cleanup` (a temporary folder) once it is read or abandoned. */
function streamFile(file: string, cleanup?: string): ReadableStream<Uint8Array> {
  const stream = fs.createReadStream(file);
  if (cleanup) stream.once("close", () => fs.rmSync(cleanup, { recursive: true, force: true }));
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

/** A backup made now for download only (not kept, not pruning the kept ones). */
export async function freshBackup(store: Store, by: string): Promise<BackupDownload> {
  const at = new Date();
  let download: BackupDownload;
  if (store.engine === "postgres") {
    const { content } = await exportPostgresStore(store, at);
    const fileName = backupName(at, "manual", "sql.gz");
    download = { fileName, contentType: contentTypeOf(fileName), size: content.length, body: content };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-backup-"));
    const fileName = backupName(at, "manual", "db");
    const file = path.join(dir, fileName);
    try {
      const size = await copySqliteDatabase(store.location, file);
      download = { fileName, contentType: contentTypeOf(fileName), size, body: streamFile(file, dir) };
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }
  await recordAudit(store.db, {
    actor: by,
    action: "database.backup.download",
    targetType: "database",
    targetId: download.fileName,
    summary: `Downloaded a fresh backup (${download.fileName})`,
    details: { sizeBytes: download.size },
  });
  return download;
}

/** A kept backup for download, or undefined for a name that is not listed. */
export async function keptBackup(store: Store, name: string, by: string): Promise<BackupDownload | undefined> {
  let download: BackupDownload | undefined;
  if (store.engine === "postgres") {
    const content = await readPostgresBackup(store.db, name);
    if (content) download = { fileName: name, contentType: contentTypeOf(name), size: content.length, body: content };
  } else {
    const file = sqliteBackupPath(backupDir(store), name);
    if (file) download = { fileName: name, contentType: contentTypeOf(name), size: fs.statSync(file).size, body: streamFile(file) };
  }
  if (download) {
    await recordAudit(store.db, {
      actor: by,
      action: "database.backup.download",
      targetType: "database",
      targetId: name,
      summary: `Downloaded backup ${name}`,
    });
  }
  return download;
}

/**
 * Restores the SQLite store from an uploaded backup: validated first (RestoreRefused, the live
 * database untouched), then an automatic backup of the live database, then the swap. The audit
 * entry is written into the restored database, naming the automatic backup.
 */
export async function restoreFromUpload(store: Store, upload: Uint8Array, by: string): Promise<RestoreResult> {
  const prepared = await prepareRestore(store, upload);
  let preRestore: BackupSummary;
  try {
    preRestore = (await createBackup(store, by, "pre-restore")).backup;
    await swapInRestore(store, prepared);
  } catch (error) {
    prepared.discard();
    throw error;
  }
  const interrupted = await failJobsRunningInBackup(store.db);
  const tables = await listTables(store);
  await recordAudit(store.db, {
    actor: by,
    action: "database.restore",
    targetType: "database",
    targetId: preRestore.name,
    summary: `Restored the database from an uploaded backup (${upload.byteLength.toLocaleString("en-US")} bytes); the database before it is kept as ${preRestore.name}`,
    details: { uploadBytes: upload.byteLength, preRestoreBackup: preRestore.name, migrated: prepared.migrated, interruptedJobs: interrupted },
  });
  return { restored: true, preRestoreBackup: preRestore.name, migrated: prepared.migrated, tables };
}
