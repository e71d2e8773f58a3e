import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from "kysely";

/**
 * Kysely's SQLite dialect, except that a rollback is skipped when SQLite has already ended the
 * transaction itself. SQLite rolls a transaction back on its own after some errors (SQLITE_FULL,
 * SQLITE_IOERR, SQLITE_NOMEM); Kysely's ROLLBACK would then fail with "cannot rollback - no
 * transaction is active", and that error would hide the one that says what happened (a full
 * disk would answer 500 instead of 503).
 */
export class StoreSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  readonly #inTransaction: () => boolean;

  /** `inTransaction` reads the connection's state, e.g. `() => database.inTransaction` (better-sqlite3). */
  constructor(settings: SqliteDialectConfig, inTransaction: () => boolean) {
    super(settings);
    this.#settings = settings;
    this.#inTransaction = inTransaction;
  }

  override createDriver(): Driver {
    const inTransaction = this.#inTransaction;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (inTransaction()) await super.rollbackTransaction(connection);
      }
    })(this.#settings);
  }
}
