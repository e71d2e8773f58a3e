import { type Db, getSnapshot } from "../db/snapshot/snapshot";
import { awaitSnapshot } from "./render-gate";

/**
 * The process-wide snapshot connection for reads that render pages. A partial build started
 * early must not open the snapshot before the rebuild marks it final (render-gate.ts), so every
 * page data loader opens it through here; outside a partial build this is getSnapshot().
 */
export function pageSnapshot(): Db {
  awaitSnapshot();
  return getSnapshot();
}
