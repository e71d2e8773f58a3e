/**
 * `npm run bench:import`: throughput of the companies CSV import.
 *
 * Row sets of 10,000 and 100,000 companies are generated from data/companies.csv by repeating
 * its rows (copy n gets the slug suffix `-cn`, so slugs stay unique). For each size, and 3 runs
 * each (median reported, every database fresh, reference data loaded outside the timing):
 *
 * - validate only: `parseCompaniesCsv` (papaparse + the row schema), no database;
 * - write only (baseline): `upsertStoreCompanies` into a fresh run-time store (embedded SQLite,
 *   through Kysely) with rows already parsed and resolved, one transaction;
 * - full import: `importCompaniesCsv(store, reference, csv, "replace")` end to end (parse,
 *   validate, resolve against the reference data, write), checked to return ok and to leave
 *   exactly that many companies;
 * - snapshot write: `copyCompaniesToSnapshot`, the build's copy of the store's companies into a
 *   fresh snapshot (reference data loaded untimed), checked to hold every company;
 * - upload preview: `previewCompaniesCsv(store, reference, csv)` (the admin CSV upload's report)
 *   against a store already holding those rows, checked to find every row unchanged: parse,
 *   validate, resolve, load the stored companies and compare every column.
 *
 * Ratios are against the write-only baseline of the same run, as absolute figures vary a lot
 * between machines. The full import's target is 100,000 rows/s (informational: only a failed
 * correctness check makes the exit code non-zero). Finally `scripts/db-build.ts` is run 3 times
 * as a child process against a temporary STORE_PATH and SNAPSHOT_PATH (wall time, including
 * process start: CSV into the store, then the snapshot written from it).
 *
 * Prints machine info, a plain-text table, then one line of JSON for the README.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import Papa from "papaparse";
import { COMPANY_CSV_COLUMNS } from "../../src/lib/companies/csv-row";
import { copyCompaniesToSnapshot } from "../../src/server/build/write-snapshot";
import { importCompaniesCsv, resolveRows } from "../../src/server/csv/import";
import { type ParsedCsv, parseCompaniesCsv } from "../../src/server/csv/parse";
import { previewCompaniesCsv } from "../../src/server/csv/preview";
import { countCompanies } from "../../src/server/db/snapshot/companies";
import { openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { countStoreCompanies, upsertStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import { migrateStore, openStore, type Store } from "../../src/server/db/store/store";
import { ensureSampleCsv, SAMPLE_CSV_PATH } from "../sample-data/sample-csv";
import { dropDatabase, formatInt, freshDatabase, loadReference, machineInfo, makeTempDir, measure, measureAsync, printTable } from "./lib";

const SIZES = [10_000, 100_000];
const RUNS = 3;
const TARGET_ROWS_PER_SECOND = 100_000;
const ROOT = process.cwd();
const SAMPLE_CSV = SAMPLE_CSV_PATH;
ensureSampleCsv(SAMPLE_CSV);

type Row = Record<string, string>;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Correctness check failed: ${message}`);
}

/** `count` rows built by repeating the sample; copy 2 onwards gets `-c2`, `-c3`… on its slug. */
function generateCsv(sample: readonly Row[], count: number): string {
  const data: string[][] = [];
  for (let i = 0; i < count; i++) {
    const copy = Math.floor(i / sample.length) + 1;
    const record = sample[i % sample.length];
    const slug = copy === 1 ? record.slug : `${record.slug}-c${copy}`;
    data.push(COMPANY_CSV_COLUMNS.map((c) => (c === "slug" ? slug : (record[c] ?? ""))));
  }
  return Papa.unparse({ fields: [...COMPANY_CSV_COLUMNS], data });
}

interface SizeResult {
  rows: number;
  validate: { ms: number[]; median: number };
  write: { ms: number[]; median: number };
  import: { ms: number[]; median: number };
  snapshot: { ms: number[]; median: number };
  preview: { ms: number[]; median: number };
}

async function benchSize(csv: string, rows: number, tmp: ReturnType<typeof makeTempDir>): Promise<SizeResult> {
  const reference = loadReference();
  const referenceFile = tmp.file(`reference-${rows}.db`);
  const referenceDb = freshDatabase(referenceFile, reference);
  const snapshotFile = tmp.file(`snapshot-${rows}.db`);
  const storeFile = tmp.file(`store-${rows}.db`);
  const log = (what: string) => console.error(`  ${formatInt(rows)} rows: ${what}…`);
  /** A fresh, migrated embedded store, optionally holding the rows already. */
  const freshStore = async (withRows = false): Promise<Store> => {
    dropDatabase(undefined, storeFile);
    const store = openStore({ engine: "sqlite", file: storeFile });
    await migrateStore(store);
    if (withRows) check((await importCompaniesCsv(store.db, referenceDb, csv, "replace")).ok, `import of ${rows} rows before the measurement failed`);
    return store;
  };
  const dropStore = async (store: Store) => {
    await store.close();
    dropDatabase(undefined, storeFile);
  };

  log("validate only");
  let parsed: ParsedCsv | undefined;
  const validate = measure(
    RUNS,
    () => undefined,
    () => parseCompaniesCsv(csv),
    (_, result) => {
      check(result.errors.length === 0, `validation of ${rows} rows reported ${result.errors.length} errors`);
      check(result.rows.length === rows, `validation returned ${result.rows.length} rows, expected ${rows}`);
      parsed = result;
    },
  );
  if (!parsed) throw new Error("unreachable");
  const { writes, errors } = resolveRows(referenceDb, parsed);
  check(errors.length === 0 && writes.length === rows, `resolving ${rows} rows failed`);

  log("write only");
  const write = await measureAsync(
    RUNS,
    () => freshStore(),
    (store) => store.db.transaction().execute((trx) => upsertStoreCompanies(trx, writes)),
    async (store, result) => {
      check(result.inserted === rows, `upsertStoreCompanies inserted ${result.inserted}, expected ${rows}`);
      check((await countStoreCompanies(store.db)) === rows, `the store holds ${await countStoreCompanies(store.db)} companies, expected ${rows}`);
      await dropStore(store);
    },
  );

  log("full import");
  const full = await measureAsync(
    RUNS,
    () => freshStore(),
    (store) => importCompaniesCsv(store.db, referenceDb, csv, "replace"),
    async (store, result) => {
      check(result.ok, `import failed: ${result.ok ? "" : JSON.stringify(result.errors.slice(0, 3))}`);
      check(result.ok && result.total === rows, `import reported ${result.ok ? result.total : 0} rows, expected ${rows}`);
      check((await countStoreCompanies(store.db)) === rows, `the store holds ${await countStoreCompanies(store.db)} companies, expected ${rows}`);
      await dropStore(store);
    },
  );

  log("snapshot write");
  const snapshotStore = await freshStore(true);
  const snapshot = await measureAsync(
    RUNS,
    () => freshDatabase(snapshotFile, reference),
    (db) => copyCompaniesToSnapshot(snapshotStore, db),
    (db, result) => {
      check(result.companies === rows && result.skipped.length === 0, `the snapshot got ${result.companies} companies, expected ${rows}`);
      check(countCompanies(db) === rows, `the snapshot holds ${countCompanies(db)} companies, expected ${rows}`);
      dropDatabase(db, snapshotFile);
    },
  );
  await dropStore(snapshotStore);

  log("upload preview");
  const preview = await measureAsync(
    RUNS,
    () => freshStore(true),
    (store) => previewCompaniesCsv(store.db, referenceDb, csv),
    async (store, result) => {
      const { counts } = result.report;
      check(
        counts.unchanged === rows && counts.add + counts.update + counts.invalid === 0,
        `preview of ${rows} stored rows gave ${JSON.stringify(counts)}`,
      );
      await dropStore(store);
    },
  );
  dropDatabase(referenceDb, referenceFile);
  return { rows, validate, write, import: full, snapshot, preview };
}

/** Wall time of `npx tsx scripts/db-build.ts` on the sample CSV, into a temporary database. */
function benchDbBuild(sampleRows: number, tmp: ReturnType<typeof makeTempDir>) {
  console.error("  db:build…");
  const dbFile = tmp.file("directory.db");
  const storeFile = tmp.file("store.db");
  return measure(
    RUNS,
    () => {
      dropDatabase(undefined, dbFile);
      dropDatabase(undefined, storeFile);
    },
    () =>
      spawnSync("npx", ["tsx", "scripts/db-build.ts"], {
        cwd: ROOT,
        env: { ...process.env, SNAPSHOT_PATH: dbFile, STORE_PATH: storeFile, DATABASE_URL: "", COMPANIES_CSV: SAMPLE_CSV },
        encoding: "utf8",
      }),
    (_, child) => {
      check(child.status === 0, `db:build exited with ${child.status}: ${child.stderr || child.error}`);
      const db = openSnapshot(dbFile);
      const companies = countCompanies(db);
      db.close();
      check(companies === sampleRows, `db:build stored ${companies} companies, expected ${sampleRows}`);
    },
  );
}

async function main(): Promise<void> {
  const machine = machineInfo();
  console.log(`Node ${machine.node} on ${machine.platform}, ${machine.cpu}, ${machine.cores} cores`);
  console.log(`Import benchmark: ${RUNS} runs per measurement, median shown, fresh database per run.\n`);

  const sample = Papa.parse<Row>(fs.readFileSync(SAMPLE_CSV, "utf8"), { header: true, skipEmptyLines: "greedy" });
  check(sample.errors.length === 0, `${SAMPLE_CSV} has ${sample.errors.length} CSV errors`);

  const tmp = makeTempDir("bench-import-");
  try {
    const csvs = new Map(SIZES.map((n) => [n, generateCsv(sample.data, n)]));
    const results: SizeResult[] = [];
    for (const n of SIZES) results.push(await benchSize(csvs.get(n) ?? "", n, tmp));
    const dbBuild = benchDbBuild(sample.data.length, tmp);

    const perSecond = (rows: number, ms: number) => (rows * 1000) / ms;
    const table: string[][] = [];
    for (const r of results) {
      const base = r.write.median;
      const line = (name: string, m: { ms: number[]; median: number }, note = "") => [
        name,
        formatInt(r.rows),
        m.median.toFixed(0),
        formatInt(perSecond(r.rows, m.median)),
        `${(m.median / base).toFixed(2)}x`,
        m.ms.map((x) => x.toFixed(0)).join(" / "),
        note,
      ];
      const importRate = perSecond(r.rows, r.import.median);
      const verdict = `${importRate >= TARGET_ROWS_PER_SECOND ? "PASS" : "BELOW TARGET"} (>= ${formatInt(TARGET_ROWS_PER_SECOND)}/s)`;
      table.push(line("validate only (parseCompaniesCsv)", r.validate));
      table.push(line("write only (upsertStoreCompanies) [baseline]", r.write));
      table.push(line("full import into the store (importCompaniesCsv)", r.import, verdict));
      table.push(line("snapshot write from the store (copyCompaniesToSnapshot)", r.snapshot));
      table.push(
        line(
          "upload preview, all unchanged (previewCompaniesCsv)",
          r.preview,
          `${(Buffer.byteLength(csvs.get(r.rows) ?? "") / 1024 / 1024).toFixed(1)} MB file`,
        ),
      );
    }
    table.push([
      "npm run db:build (sample, child process)",
      formatInt(sample.data.length),
      dbBuild.median.toFixed(0),
      "",
      "",
      dbBuild.ms.map((x) => x.toFixed(0)).join(" / "),
      "wall time incl. npx/tsx start, reference data",
    ]);
    printTable(["measurement", "rows", "median ms", "rows/s", "time vs write", "runs ms", "note"], table, new Set([1, 2, 3, 4]));

    const summary = {
      bench: "import",
      node: machine.node,
      cpu: machine.cpu,
      cores: machine.cores,
      runs: RUNS,
      targetRowsPerSecond: TARGET_ROWS_PER_SECOND,
      sizes: results.map((r) => ({
        rows: r.rows,
        importRowsPerSecond: Math.round(perSecond(r.rows, r.import.median)),
        validateRowsPerSecond: Math.round(perSecond(r.rows, r.validate.median)),
        writeRowsPerSecond: Math.round(perSecond(r.rows, r.write.median)),
        importVsWrite: Number((r.import.median / r.write.median).toFixed(2)),
        snapshotRowsPerSecond: Math.round(perSecond(r.rows, r.snapshot.median)),
        previewRowsPerSecond: Math.round(perSecond(r.rows, r.preview.median)),
        previewVsWrite: Number((r.preview.median / r.write.median).toFixed(2)),
        pass: perSecond(r.rows, r.import.median) >= TARGET_ROWS_PER_SECOND,
      })),
      dbBuildMs: Math.round(dbBuild.median),
    };
    console.log(`\n${JSON.stringify(summary)}`);
  } finally {
    tmp.dispose();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
