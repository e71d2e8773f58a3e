/**
 * Small helpers for the benchmark scripts in scripts/bench: medians, timing, temporary
 * databases with the reference tables loaded, machine info and plain-text tables.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type DerivedCity, deriveCities, type ZipRecord } from "../../src/lib/cities";
import { insertReferenceData } from "../../src/server/db/snapshot/reference";
import { createSnapshotFile, type Db } from "../../src/server/db/snapshot/snapshot";
import { loadZipRecords } from "../../src/server/reference/zip-source";

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `fn` once and returns its result with the elapsed wall time in milliseconds. */
export function timed<T>(fn: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = fn();
  return { ms: performance.now() - started, result };
}

/**
 * Runs a measurement `runs` times and returns every timing and the median. `setup` runs before
 * each timed call and is not timed; `teardown` runs after it (also untimed) and sees the result.
 */
export function measure<S, T>(
  runs: number,
  setup: () => S,
  fn: (state: S) => T,
  teardown: (state: S, result: T) => void = () => {},
): { ms: number[]; median: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const state = setup();
    const { ms: elapsed, result } = timed(() => fn(state));
    teardown(state, result);
    ms.push(elapsed);
  }
  return { ms, median: median(ms) };
}

/** `measure` for asynchronous work: the same setup, timed call and teardown, awaited in turn. */
export async function measureAsync<S, T>(
  runs: number,
  setup: () => S | Promise<S>,
  fn: (state: S) => Promise<T>,
  teardown: (state: S, result: T) => void | Promise<void> = () => {},
): Promise<{ ms: number[]; median: number }> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const state = await setup();
    const started = performance.now();
    const result = await fn(state);
    ms.push(performance.now() - started);
    await teardown(state, result);
  }
  return { ms, median: median(ms) };
}

/** A temporary folder under os.tmpdir(); `dispose` removes it and everything in it. */
export function makeTempDir(prefix: string): { dir: string; file: (name: string) => string; dispose: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    file: (name) => path.join(dir, name),
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Loads the ZIP reference data and its derived cities once, for every fresh database. */
export function loadReference(): { zips: ZipRecord[]; cities: DerivedCity[] } {
  const zips = loadZipRecords();
  return { zips, cities: deriveCities(zips) };
}

/**
 * Creates a brand-new snapshot file (schema applied by createSnapshotFile) and loads the
 * reference tables into it, as the build does before writing companies.
 */
export function freshDatabase(file: string, reference: { zips: ZipRecord[]; cities: DerivedCity[] }): Db {
  const db = createSnapshotFile(file);
  insertReferenceData(db, reference.cities, reference.zips);
  return db;
}

/** Closes a database (if given) and deletes its files. */
export function dropDatabase(db: Db | undefined, file: string): void {
  if (db?.open) db.close();
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Node version, CPU model and core count, for the header of a report. */
export function machineInfo(): { node: string; cpu: string; cores: number; platform: string } {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism?.() ?? cpus.length,
    platform: `${os.platform()} ${os.arch()}`,
  };
}

/** Formats an integer with thousands separators: 100000 → "100,000". */
export function formatInt(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** Prints rows as an aligned plain-text table; columns listed in `right` are right-aligned. */
export function printTable(headers: readonly string[], rows: readonly string[][], right: ReadonlySet<number>): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}
