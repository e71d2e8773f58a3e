/**
 * The sample directory `data/companies.csv` is not committed: the seeded generator writes the
 * same bytes on every machine, so the build writes it when it is missing. Its checksum is pinned
 * here; a change to the generator that changes the data must update it on purpose.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the sample CSV lives. */
export const SAMPLE_CSV_PATH = path.join(ROOT, "data/companies.csv");

/** sha256 of the generator's output: 10,830 companies over 946 cities. */
export const SAMPLE_CSV_SHA256 = "bd383c16b418aa735030c87d0a14977553cc9b1b6057aeda7c8a0bade9413c93";

/** Runs `scripts/generate-companies.ts` into `outPath` (about 5 s). */
export function generateSampleCsv(outPath: string): void {
  fs.mkdirSync(path.dirname(outPath), { recursive: true });
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/generate-companies.ts"), outPath], { cwd: ROOT, stdio: "pipe" });
}

/**
 * Makes sure `csvPath` exists when it is the sample CSV, generating it if needed; any other path
 * (a CSV of the operator's own) is left to the caller to report when missing.
 */
export function ensureSampleCsv(csvPath: string): void {
  if (path.resolve(csvPath) !== SAMPLE_CSV_PATH || fs.existsSync(csvPath)) return;
  console.log("Writing the sample directory data/companies.csv with the seeded generator...");
  generateSampleCsv(csvPath);
}
