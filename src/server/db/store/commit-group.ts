import { sql } from "kysely";
import type { Store, StoreDb, StoreTx } from "./store";

/**
 * Group commit for the SQLite store. Every commit there waits for the disk (synchronous=FULL),
 * so writes that arrive together share one transaction and one flush instead of one each. Each
 * caller's work runs in its own savepoint: work that fails is rolled back alone and its caller
 * gets its error, while the others' writes commit. Every caller's promise settles only after the
 * shared commit, so no answer goes out for a write that a power cut could still undo.
 *
 * On Postgres each call is its own transaction: the pool runs them side by side and the server
 * already flushes concurrent commits together.
 */
export function inGroupCommit<T>(store: Pick<Store, "db" | "engine">, work: (trx: StoreTx) => Promise<T>): Promise<T> {
  if (store.engine === "postgres") return store.db.transaction().execute(work);
  let group = groups.get(store.db);
  if (!group) {
    group = new CommitGroup(store.db);
    groups.set(store.db, group);
  }
  return group.run(work);
}

interface Pending {
  work(trx: StoreTx): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const groups = new WeakMap<StoreDb, CommitGroup>();

class CommitGroup {
  #queue: Pending[] = [];
  #scheduled = false;

  constructor(private readonly db: StoreDb) {}

  run<T>(work: (trx: StoreTx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      // After the I/O callbacks of this turn: every request read in the meantime joins the batch.
      setImmediate(() => void this.#flush());
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#queue;
    this.#queue = [];
    this.#scheduled = false;
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) outcomes.push(await inSavepoint(trx, item.work));
      });
    } catch (error) {
      // The commit itself failed (or SQLite ended the transaction): nothing of the batch was kept.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}

async function inSavepoint(trx: StoreTx, work: (trx: StoreTx) => Promise<unknown>): Promise<Outcome> {
  await sql`SAVEPOINT group_item`.execute(trx);
  try {
    const value = await work(trx);
    await sql`RELEASE group_item`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    try {
      await sql`ROLLBACK TO group_item`.execute(trx);
      await sql`RELEASE group_item`.execute(trx);
    } catch {
      // SQLite already ended the whole transaction (a full disk, an I/O error): the batch fails with the cause.
      throw error;
    }
    return { ok: false, error };
  }
}
