import { z } from "zod";

/**
 * The admin Database page's API (GET /api/admin/database and its sub-paths): paths, request
 * schemas, response shapes and limits, shared by the functions, the use cases and the island.
 */

export const DATABASE_API = {
  /** GET: the DatabaseOverview. */
  overview: "/api/admin/database",
  /** POST: runs the integrity checks; an IntegrityResult. */
  integrity: "/api/admin/database/integrity",
  /** GET: a fresh backup file as an attachment (not kept in the list). */
  freshBackup: "/api/admin/database/backup",
  /** GET: one kept backup as an attachment. */
  backupFile: "/api/admin/database/backups/:name",
  /** POST ?confirm=RESTORE with the backup file as the raw body (optionally gzipped): a RestoreResult. */
  restore: "/api/admin/database/restore",
} as const;

/** Where the page starts the `backup-database` script (the Scripts API); answers `{ job: { id } }`. */
export const BACKUP_SCRIPT_RUNS = "/api/admin/scripts/backup-database/runs";

export type DatabaseEngine = "sqlite" | "postgres";

/** Where the schema stands: Kysely's migration table against the migrations this code knows. */
export interface SchemaVersion {
  /** Name of the newest applied migration, or null on an empty database. */
  latest: string | null;
  applied: number;
  /** Migrations this code has that the database has not applied yet. */
  pending: string[];
}

export interface TableInfo {
  name: string;
  rows: number;
  /** Bytes of the table with its indexes; null where the engine cannot tell (SQLite without dbstat). */
  bytes: number | null;
}

/** A kept backup. SQLite: a file in BACKUP_DIR; Postgres: a row of the `backups` table. */
export interface BackupSummary {
  name: string;
  createdAt: string;
  sizeBytes: number;
  engine: DatabaseEngine;
  /** 'manual' (page or script), 'schedule', 'pre-restore'. */
  reason: string;
}

export interface DatabaseOverview {
  engine: DatabaseEngine;
  /** The file (SQLite) or the URL without its password (Postgres). */
  location: string;
  schemaVersion: SchemaVersion;
  sizeBytes: number;
  tables: TableInfo[];
  backups: BackupSummary[];
  /** How many backups are kept (BACKUP_KEEP); older ones are deleted as new ones are written. */
  backupsKept: number;
  /** Whether an uploaded backup can be restored here (SQLite only). */
  restoreSupported: boolean;
  /** Largest restore upload the server accepts, in bytes (after the browser's gzip). */
  restoreMaxBytes: number;
  /** What a backup file is on this engine, for the page. */
  backupFormat: string;
}

export interface IntegrityCheck {
  id: string;
  /** What was checked, in a sentence. */
  label: string;
  ok: boolean;
  /** What went wrong, one line each (at most 50). */
  problems: string[];
}

export interface IntegrityResult {
  engine: DatabaseEngine;
  ok: boolean;
  checks: IntegrityCheck[];
  checkedAt: string;
  durationMs: number;
}

export interface RestoreResult {
  restored: true;
  /** The automatic backup of the database as it was just before the restore. */
  preRestoreBackup: string;
  /** Migrations applied to the uploaded backup because it was older than this code. */
  migrated: string[];
  tables: TableInfo[];
}

/** The word the admin types to confirm a restore. */
export const RESTORE_CONFIRMATION = "RESTORE";

export const restoreQuerySchema = z.object({
  confirm: z.literal(RESTORE_CONFIRMATION, { error: `type ${RESTORE_CONFIRMATION} to confirm the restore` }),
});

/** Kept backup names: `backup-<UTC timestamp>[-<reason>].db` or `.sql.gz`; nothing else is served. */
export const BACKUP_NAME_PATTERN = /^backup-\d{8}T\d{9}Z(-[a-z-]{1,20})?\.(db|sql\.gz)$/;

export const backupNameSchema = z.string().regex(BACKUP_NAME_PATTERN, "is not a backup name");
/** GET /api/admin/database/backups/:name: a name that is not a backup's is as unknown as a missing one (404). */
export const backupFileParamsSchema = z.object({ name: backupNameSchema });
export type BackupFileParams = z.infer<typeof backupFileParamsSchema>;

/** Largest restore body the function reads (the local server's MAX_BODY_BYTES applies first). */
export const RESTORE_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
/** Largest database a gzipped upload may expand to. */
export const RESTORE_MAX_DATABASE_BYTES = 2 * 1024 * 1024 * 1024;

/** Parameters of the `backup-database` script (none: it writes one backup and prunes old ones). */
export const backupDatabaseParams = z.object({});

/** "12.4 MB" from a byte count. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
