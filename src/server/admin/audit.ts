import type { AuditListFilters, AuditPage } from "../../lib/admin/audit-api";
import { listAudit } from "../db/store/repositories/audit";
import type { Store } from "../db/store/store";

/** The admin's view of the audit log: one filtered page, newest first. */
export function listAuditLog(store: Store, filters: AuditListFilters): Promise<AuditPage> {
  return listAudit(store.db, filters);
}
