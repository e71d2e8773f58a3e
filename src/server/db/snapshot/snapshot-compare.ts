import type { Db } from "./snapshot";

/**
 * Tables of the snapshot that every page may show (site contact details in the footer, service
 * names, the state and city reference). Companies are compared page by page; a change to any of
 * these means every page may differ.
 */
const SHARED_TABLES = ["site_details", "services", "states", "cities"] as const;

function tableRows(db: Db, table: (typeof SHARED_TABLES)[number]): string {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  return exists ? JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY 1`).raw().all()) : "";
}

/** The first shared table whose rows differ between two snapshots, or null when none does. */
export function changedSharedTable(before: Db, after: Db): string | null {
  return SHARED_TABLES.find((table) => tableRows(before, table) !== tableRows(after, table)) ?? null;
}
