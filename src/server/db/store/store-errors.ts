/**
 * What a failed store call means for the caller, in one place. Some errors say the run-time
 * store cannot take writes right now, whatever the request was: the file or database is
 * read-only, the disk or database is full, the device fails, or the server cannot be reached.
 * Those answer 503 with a message saying so and `Retry-After`; background loops log them once;
 * health reports them. Anything else is a bug or bad data (500, logged in full).
 */

export type StoreFailureKind = "read-only" | "full" | "unreachable";

export interface StoreFailure {
  kind: StoreFailureKind;
  /** The engine's or the system's code, e.g. SQLITE_READONLY_DIRECTORY, 53100, ECONNREFUSED. */
  code: string;
  /** For the visitor: what happened and what to do, without internals. */
  message: string;
  /** Seconds a client should wait before trying again. */
  retryAfterSeconds: number;
}

export const STORE_FAILURE_MESSAGES: Record<StoreFailureKind, string> = {
  "read-only": "We cannot save anything right now: our database is read-only. Please try again later.",
  full: "We cannot save anything right now: our database is full. Please try again later.",
  unreachable: "The service is briefly unavailable. Please try again in a minute.",
};

const RETRY_AFTER_SECONDS: Record<StoreFailureKind, number> = { "read-only": 120, full: 120, unreachable: 30 };

/** Node system error codes that mean a file cannot be written or reached. */
const SYSTEM_CODES: Record<string, StoreFailureKind> = {
  EROFS: "read-only",
  ENOSPC: "full",
  EDQUOT: "full",
  ECONNREFUSED: "unreachable",
  ECONNRESET: "unreachable",
  ENOTFOUND: "unreachable",
  ETIMEDOUT: "unreachable",
  EAI_AGAIN: "unreachable",
  EHOSTUNREACH: "unreachable",
  ENETUNREACH: "unreachable",
  EPIPE: "unreachable",
};

/**
 * Postgres SQLSTATEs: 25006 read_only_sql_transaction (a standby, or default_transaction_read_only),
 * 53100 disk_full, class 53 otherwise (out of memory, too many connections), class 08
 * (connection exceptions), 57P (shutting down, cannot connect now), 58030 io_error.
 */
function postgresKind(code: string): StoreFailureKind | null {
  if (code === "25006") return "read-only";
  if (code === "53100") return "full";
  if (/^(08|53|57P)/.test(code) || code === "58030") return "unreachable";
  return null;
}

/**
 * SQLite result codes (better-sqlite3 names extended codes, e.g. SQLITE_READONLY_DIRECTORY,
 * SQLITE_IOERR_WRITE). A failed write or fsync (IOERR) is how a full or failing disk shows up
 * when SQLite cannot tell which; it is reported with the "full" kind's message.
 */
function sqliteKind(code: string): StoreFailureKind | null {
  if (code === "SQLITE_READONLY" || code.startsWith("SQLITE_READONLY_")) return "read-only";
  if (code === "SQLITE_FULL" || code === "SQLITE_IOERR" || code.startsWith("SQLITE_IOERR_")) return "full";
  if (/^SQLITE_(BUSY|CANTOPEN)(_|$)/.test(code)) return "unreachable";
  return null;
}

const CONNECTION_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i;

function kindOf(error: unknown): { kind: StoreFailureKind; code: string } | null {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const kind = code.startsWith("SQLITE_") ? sqliteKind(code) : (SYSTEM_CODES[code] ?? (/^[0-9A-Z]{5}$/.test(code) ? postgresKind(code) : null));
  if (kind) return { kind, code };
  const message = error instanceof Error ? error.message : "";
  if (CONNECTION_MESSAGE.test(message)) return { kind: "unreachable", code: code || "CONNECTION" };
  return null;
}

/**
 * The store failure behind `error` (looking through `cause` chains and AggregateErrors, as
 * pg and Kysely wrap them), or null when the error is something else.
 * Example: `storeFailure(sqliteError)` → `{ kind: "full", code: "SQLITE_FULL", message, retryAfterSeconds: 120 }`.
 */
export function storeFailure(error: unknown): StoreFailure | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const found = kindOf(e);
    if (found) return { ...found, message: STORE_FAILURE_MESSAGES[found.kind], retryAfterSeconds: RETRY_AFTER_SECONDS[found.kind] };
    if (e instanceof AggregateError) {
      for (const inner of e.errors) {
        const failure = storeFailure(inner);
        if (failure) return failure;
      }
    }
  }
  return null;
}

/** Codes of a connection the server ended or that broke (57P01-57P02: ended by an administrator or a crash). */
const DROPPED_CONNECTION_CODES = new Set(["57P01", "57P02", "ECONNRESET", "EPIPE"]);

/**
 * Whether `error` is a pooled connection that was ended under the caller (a Postgres restart,
 * failover or ended session) rather than a store that refuses: asking again on a fresh
 * connection is then the honest answer. Example: `droppedConnection(terminated)` → true.
 */
export function droppedConnection(error: unknown): boolean {
  const failure = storeFailure(error);
  if (failure?.kind !== "unreachable") return false;
  if (DROPPED_CONNECTION_CODES.has(failure.code)) return true;
  return failure.code === "CONNECTION" && /Connection terminated|not queryable/i.test(error instanceof Error ? error.message : "");
}
