import { BACKUP_NAME_PATTERN } from "../../../lib/admin/database-api";

/**
 * Names of kept backups: `backup-<UTC time to the millisecond>[-<reason>].<db | sql.gz>`, so they
 * sort by time and say why they were made ('manual' leaves the suffix out).
 */

export const BACKUP_REASONS = ["manual", "schedule", "pre-restore"] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** `backup-20261123T094012123Z-pre-restore.db` for a SQLite backup made at that instant. */
export function backupName(at: Date, reason: BackupReason, extension: "db" | "sql.gz"): string {
  const stamp = at.toISOString().replace(/[-:.]/g, "");
  return `backup-${stamp}${reason === "manual" ? "" : `-${reason}`}.${extension}`;
}

/** Whether a name is one this code writes (and so may be served or deleted). */
export const isBackupName = (name: string): boolean => BACKUP_NAME_PATTERN.test(name);

/** The reason a name carries ('manual' without a suffix). */
export function reasonOf(name: string): string {
  return /Z-([a-z-]+)\./.exec(name)?.[1] ?? "manual";
}

/** The time a name carries, as ISO text. */
export function timeOf(name: string): string {
  const m = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(name);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z` : "";
}
