import type { HealthReport, SnapshotHealth, StoreHealth } from "../lib/health/health-api";
import { countCompanies } from "./db/snapshot/companies";
import { getSnapshot } from "./db/snapshot/snapshot";
import { probeStoreWrite, type WriteProbe } from "./db/store/health-probe";
import { configuredStoreTarget, getStore, isoNow, redactUrl, type Store } from "./db/store/store";
import { storeFailure } from "./db/store/store-errors";

/**
 * Health of the two halves of the site: the directory snapshot (reads) and the run-time store
 * (writes). The store's write probe is shared by every caller for a few seconds, so however
 * often health is asked, the store sees at most one probe write per {@link PROBE_CACHE_MS}.
 */

/** How long one probe answers for every health call. */
export const PROBE_CACHE_MS = 5_000;
/** A probe that has not answered by then reports the store as unreachable. */
export const PROBE_TIMEOUT_MS = 4_000;

let cached: { store: Store | null; at: number; result: Promise<StoreHealth> } | undefined;

function fromProbe(engine: Store["engine"], probe: WriteProbe, at: number): StoreHealth {
  const checkedAt = isoNow(at);
  return probe.writable ? { engine, writable: true, checkedAt } : { engine, writable: false, reason: probe.reason, code: probe.code, checkedAt };
}

function withTimeout(store: Store, at: number): Promise<WriteProbe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<WriteProbe>((resolve) => {
    timer = setTimeout(
      () => resolve({ writable: false, reason: "unreachable", code: "TIMEOUT", detail: `no answer within ${PROBE_TIMEOUT_MS} ms` }),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([probeStoreWrite(store, at), timeout]).finally(() => clearTimeout(timer));
}

async function openedStore(): Promise<{ store: Store } | { failed: StoreHealth }> {
  try {
    return { store: await getStore() };
  } catch (error) {
    const failure = storeFailure(error);
    const code = failure?.code ?? String((error as { code?: unknown })?.code ?? "ERROR");
    return { failed: { engine: null, writable: false, reason: failure?.kind ?? "error", code, checkedAt: isoNow() } };
  }
}

/** The store's write health, probed at most once per {@link PROBE_CACHE_MS} (concurrent callers share one probe). */
export async function storeHealth(now = Date.now()): Promise<StoreHealth> {
  const opened = await openedStore();
  const store = "store" in opened ? opened.store : null;
  if (!cached || cached.store !== store || now - cached.at >= PROBE_CACHE_MS) {
    const result =
      "store" in opened ? withTimeout(opened.store, now).then((probe) => fromProbe(opened.store.engine, probe, now)) : Promise.resolve(opened.failed);
    cached = { store, at: now, result };
  }
  return cached.result;
}

/** Whether the snapshot opens and answers a query, and how many companies it holds. */
export function snapshotHealth(): { snapshot: SnapshotHealth; companies: number | null } {
  try {
    return { snapshot: { readable: true }, companies: countCompanies(getSnapshot()) };
  } catch (error) {
    return { snapshot: { readable: false, code: String((error as { code?: unknown })?.code ?? "ERROR") }, companies: null };
  }
}

/** The report `GET /api/health` answers with (see src/lib/health/health-api.ts). */
export async function checkHealth(): Promise<HealthReport> {
  const { snapshot, companies } = snapshotHealth();
  const store = await storeHealth();
  return { ok: snapshot.readable && store.writable, companies, snapshot, store };
}

/** Where the configured store lives, for messages (the Postgres URL without its password). */
function storeLocation(): string {
  try {
    const target = configuredStoreTarget();
    return target.engine === "sqlite" ? target.file : redactUrl(target.url);
  } catch {
    return "(STORE_PATH or DATABASE_URL)";
  }
}

const readOnly = (where: string, code: string, detail: string) =>
  `The run-time store ${where} is read-only: ${code} (${detail}). Make it writable by this process (the file and its folder), or point STORE_PATH or DATABASE_URL elsewhere.`;

/**
 * Checks the store before the local server starts serving: opens (and, for SQLite, migrates) it
 * and probes a write. Returns a message to exit with when it cannot be opened or is read-only,
 * naming the file; other failures (full, unreachable) are passing states: the server starts,
 * answers 503 to writes until the store recovers, and `warn` says so.
 */
export async function storeStartProblem(warn: (line: string) => void = console.error): Promise<string | null> {
  let store: Store;
  try {
    store = await getStore();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = String((error as { code?: unknown })?.code ?? "");
    const where = storeLocation();
    if (storeFailure(error)?.kind === "read-only") return readOnly(where, code, message);
    return `Could not open the run-time store ${where}: ${code ? `${code} ` : ""}${message}`;
  }
  const probe = await withTimeout(store, Date.now());
  if (probe.writable) return null;
  if (probe.reason === "read-only") {
    return readOnly(store.location, probe.code, probe.detail);
  }
  warn(
    `Warning: the run-time store ${store.location} does not take writes (${probe.reason}: ${probe.code} ${probe.detail}); writes answer 503 until it recovers.`,
  );
  return null;
}
