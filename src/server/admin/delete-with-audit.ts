import { recordAudit } from "../db/store/repositories/audit";
import type { Store, StoreDb } from "../db/store/store";

/** Who deletes which row, and how the audit log names the deletion ('company.delete' on a 'company'). */
export interface AuditedDeletion {
  id: number;
  by: string;
  action: string;
  targetType: string;
}

/**
 * Deletes one row with its audit entry in one transaction: `load` reads the row, `remove` deletes
 * it, `entry` gives the entry's summary and details from the row read. False, with nothing
 * written, when there is no such row.
 */
export async function deleteWithAudit<R>(
  store: Store,
  deletion: AuditedDeletion,
  load: (db: StoreDb, id: number) => Promise<R | undefined>,
  remove: (db: StoreDb, id: number) => Promise<boolean>,
  entry: (row: R) => { summary: string; details?: unknown },
): Promise<boolean> {
  const { id, by, action, targetType } = deletion;
  return store.db.transaction().execute(async (trx) => {
    const row = await load(trx, id);
    if (!row || !(await remove(trx, id))) return false;
    await recordAudit(trx, { actor: by, action, targetType, targetId: id, ...entry(row) });
    return true;
  });
}
