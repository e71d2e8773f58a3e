import type { AdminMailPage } from "../../lib/admin/mail-api";
import { listMail } from "../db/store/repositories/deliveries";
import type { OutboxStatus } from "../db/store/repositories/outbox";
import type { Store } from "../db/store/store";

/** What the admin's Mail page shows: every email the site queued, newest first, held ones included. */
export async function listMailMessages(
  store: Store,
  filter: { status?: OutboxStatus },
  page: { page: number; pageSize: number },
): Promise<AdminMailPage> {
  return listMail(store.db, filter, page);
}
