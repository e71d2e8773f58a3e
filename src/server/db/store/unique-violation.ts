/**
 * True when a write failed on a UNIQUE or PRIMARY KEY constraint, on either engine: Postgres
 * reports SQLSTATE 23505, better-sqlite3 the extended codes below. Callers that race to insert
 * the same key (a lead submitted twice at once) catch it and read the winner's row instead.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") return true;
  }
  return false;
}
