import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { analyzePage } from "../../lib/seo-audit/page-checks";
import type { PageReport } from "../../lib/seo-audit/types";
import type { PageToRead } from "./audit-source";

/**
 * A worker thread of the dist audit: reads and analyses its share of the pages and posts the
 * reports back in batches (so the parent can report progress), then `{ done: true }`.
 */
const { pages, origin, batch } = workerData as { pages: PageToRead[]; origin: string; batch: number };

async function main() {
  let reports: PageReport[] = [];
  for (const page of pages) {
    const html = await readFile(page.file as string, "utf8");
    reports.push(analyzePage({ path: page.url, html, status: 200, origin }));
    if (reports.length >= batch) {
      parentPort?.postMessage({ reports });
      reports = [];
    }
  }
  parentPort?.postMessage({ reports, done: true });
}

main().catch((error) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }));
