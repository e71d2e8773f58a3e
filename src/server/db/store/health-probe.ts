import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Store } from "./store";
import { isoNow } from "./store";
import { droppedConnection, type StoreFailureKind, storeFailure } from "./store-errors";

/**
 * Whether the run-time store takes writes right now, found by writing: an upsert of the one row
 * of `health_probe`, committed like any other write (a read-only file, a standby server or a
 * disk that refuses the commit fails it). An in-place update of one row needs no new page, so
 * on SQLite the room left is measured as well: pages below `max_page_count` plus free pages,
 * and free space on the file system. Less than {@link MIN_HEADROOM_BYTES} counts as full.
 */

/** Below this much room a store counts as full: a lead with its rows and indexes needs a few pages. */
export const MIN_HEADROOM_BYTES = 64 * 1024;

export type WriteProbe = { writable: true } | { writable: false; reason: StoreFailureKind | "error"; code: string; detail: string };

interface PageCounts {
  page_size: number;
  page_count: number;
  freelist_count: number;
  max_page_count: number;
}

/** Bytes SQLite may still add to the file: limited by `max_page_count` and by the disk. */
async function sqliteHeadroom(store: Store): Promise<number> {
  const pragma = async <K extends keyof PageCounts>(name: K) =>
    Number((await sql.raw<Record<K, number>>(`PRAGMA ${name}`).execute(store.db)).rows[0]?.[name] ?? 0);
  const pageSize = await pragma("page_size");
  const pages = (await pragma("max_page_count")) - (await pragma("page_count")) + (await pragma("freelist_count"));
  let headroom = pages * pageSize;
  if (store.location !== ":memory:") {
    const disk = await fs.statfs(path.dirname(store.location));
    headroom = Math.min(headroom, disk.bavail * disk.bsize);
  }
  return headroom;
}

/**
 * A probe on a connection the server had ended asks again this many times, after a pause that
 * lets the pool read the other ended connections' close and drop them too.
 */
const DROPPED_CONNECTION_RETRIES = 2;
const RETRY_PAUSE_MS = 50;

/** Probes the write path (see above), again on a fresh connection when the pooled one had been dropped; never throws. */
export async function probeStoreWrite(store: Store, now = Date.now()): Promise<WriteProbe> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await probeOnce(store, now);
    } catch (error) {
      if (attempt < DROPPED_CONNECTION_RETRIES && droppedConnection(error)) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        continue;
      }
      const failure = storeFailure(error);
      const detail = error instanceof Error ? error.message : String(error);
      return failure
        ? { writable: false, reason: failure.kind, code: failure.code, detail }
        : { writable: false, reason: "error", code: String((error as { code?: unknown })?.code ?? "ERROR"), detail };
    }
  }
}

/** One probe write (and, on SQLite, the room left); throws what the store throws. */
async function probeOnce(store: Store, now: number): Promise<WriteProbe> {
  const checkedAt = isoNow(now);
  await store.db
    .insertInto("health_probe")
    .values({ id: 1, checked_at: checkedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: checkedAt }))
    .execute();
  if (store.engine === "sqlite") {
    const headroom = await sqliteHeadroom(store);
    if (headroom < MIN_HEADROOM_BYTES) return { writable: false, reason: "full", code: "SQLITE_FULL", detail: `${headroom} bytes of room left` };
  }
  return { writable: true };
}
