import type { JournalPosition } from "../store/repositories/company-changes";
import type { Db } from "./snapshot";

/**
 * Where in the run-time store's company change journal a snapshot stands (`journal_position`,
 * one row): the journal's newest row when the snapshot's companies were last read from the store.
 * The next rebuild reads only the companies logged after it. Created on demand, like
 * `site_details`, so a snapshot written before it existed is still patched (by comparing every
 * company, once).
 */

const CREATE = "CREATE TABLE IF NOT EXISTS journal_position (seq INTEGER NOT NULL, token TEXT NOT NULL)";

/** Gives a snapshot the (empty) table, so its schema is a fresh snapshot's. */
export function ensureJournalPositionTable(snapshot: Db): void {
  snapshot.exec(CREATE);
}

/** Records the position; run it in the transaction that writes the companies it reflects. */
export function writeJournalPosition(snapshot: Db, position: JournalPosition): void {
  snapshot.exec(CREATE);
  snapshot.prepare("DELETE FROM journal_position").run();
  snapshot.prepare("INSERT INTO journal_position (seq, token) VALUES (?, ?)").run(position.seq, position.token);
}

/** The recorded position, or null when the snapshot records none. */
export function readJournalPosition(snapshot: Db): JournalPosition | null {
  const table = snapshot.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal_position'").get();
  if (!table) return null;
  return (snapshot.prepare("SELECT seq, token FROM journal_position").get() as JournalPosition | undefined) ?? null;
}
