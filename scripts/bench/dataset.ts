import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./http-bench";

/**
 * `--companies N` for the HTTP benchmarks: a deterministic directory of about N companies (the
 * seeded generator, scripts/generate-companies.ts, plus its 1-2 companies per small town) written
 * to a temporary CSV. The benchmark workspace seeds its empty store from it and writes the
 * snapshot from that; the site is not built. Without the flag the sample data is used.
 */
export interface BenchDataset {
  /** Environment for the workspace build: COMPANIES_CSV, when a dataset was generated. */
  env: Record<string, string>;
  /** "sample data" or "10,412 generated companies". */
  label: string;
  dispose(): void;
}

/** The value of `--name N` (or `--name=N`) among the arguments, if given. */
export function numberOption(name: string, argv = process.argv.slice(2)): number | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const raw = argv[at].includes("=") ? argv[at].split("=")[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive integer, got ${raw}`);
  return n;
}

export function benchDataset(companies = numberOption("companies")): BenchDataset {
  if (companies === undefined) return { env: {}, label: "sample data (data/companies.csv)", dispose() {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-bench-data-"));
  const csv = path.join(dir, "companies.csv");
  process.stderr.write(`generating about ${companies} companies …\n`);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/generate-companies.ts", csv, String(companies)], { cwd: ROOT, stdio: "ignore" });
  const rows = fs.readFileSync(csv, "utf8").split("\n").filter(Boolean).length - 1;
  return {
    env: { COMPANIES_CSV: csv },
    label: `${rows.toLocaleString("en-US")} generated companies (seeded, scripts/generate-companies.ts)`,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
