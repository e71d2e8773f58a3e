import type { BackupSummary } from "../../../lib/admin/database-api";
import type { Store, StoreDb } from "../store/store";
import { exportPostgresStore } from "./backup-export";
import { type BackupReason, backupName, isBackupName } from "./backup-names";

/**
 * Backups of a Postgres store, kept in its `backups` table (a Netlify function has no lasting
 * disk): each row holds one gzipped SQL export (backup-export.ts). Writing one and pruning the
 * oldest beyond `keep` is one transaction.
 */

const summary = (r: { name: string; created_at: string; size_bytes: number; reason: string }): BackupSummary => ({
  name: r.name,
  createdAt: r.created_at,
  sizeBytes: Number(r.size_bytes),
  engine: "postgres",
  reason: r.reason,
});

/** The kept backups, newest first (without their content). */
export async function listPostgresBackups(db: StoreDb): Promise<BackupSummary[]> {
  const rows = await db.selectFrom("backups").select(["name", "created_at", "size_bytes", "reason"]).orderBy("id", "desc").execute();
  return rows.map(summary);
}

/** Exports the store and keeps the export as a new backup; deletes all but the newest `keep`. */
export async function createPostgresBackup(
  store: Store,
  options: { reason: BackupReason; keep: number; by: string; now?: Date },
): Promise<{ backup: BackupSummary; pruned: string[]; rows: Record<string, number> }> {
  const at = options.now ?? new Date();
  const { content, rows } = await exportPostgresStore(store, at);
  const name = backupName(at, options.reason, "sql.gz");
  const pruned = await store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("backups")
      .values({ name, reason: options.reason, size_bytes: content.length, content, created_by: options.by, created_at: at.toISOString() })
      .execute();
    const keep = trx.selectFrom("backups").select("id").orderBy("id", "desc").limit(options.keep);
    const old = await trx.selectFrom("backups").select("name").where("id", "not in", keep).execute();
    if (old.length > 0) await trx.deleteFrom("backups").where("id", "not in", keep).execute();
    return old.map((r) => r.name);
  });
  return { backup: summary({ name, created_at: at.toISOString(), size_bytes: content.length, reason: options.reason }), pruned, rows };
}

/** The content of the kept backup `name`, or undefined. */
export async function readPostgresBackup(db: StoreDb, name: string): Promise<Uint8Array | undefined> {
  if (!isBackupName(name)) return undefined;
  const row = await db.selectFrom("backups").select("content").where("name", "=", name).executeTakeFirst();
  return row?.content;
}
