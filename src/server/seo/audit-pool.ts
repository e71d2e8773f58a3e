import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { analyzePage } from "../../lib/seo-audit/page-checks";
import type { PageReport } from "../../lib/seo-audit/types";
import type { PageToRead } from "./audit-source";

/**
 * Analyses the pages of dist/ on every core: parsing ~12,000 pages is CPU-bound work (a few ms
 * each), so the list is split between worker threads, each reading and analysing its share.
 * Where a worker cannot start (a bundle without the worker file) the pages are analysed here.
 */

/** Below this many pages starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 400;
const BATCH = 200;

export interface AnalyzeOptions {
  origin: string;
  signal?: AbortSignal;
  /** Called with the number of pages analysed so far. */
  onProgress?: (done: number) => void;
  /** Worker threads (default: the cores available, at most 4). 0 analyses in this thread. */
  workers?: number;
}

/** Reads and analyses each page, in the order given. */
export async function analyzeFiles(pages: readonly PageToRead[], options: AnalyzeOptions): Promise<PageReport[]> {
  const workers = Math.min(options.workers ?? Math.min(4, availableParallelism()), Math.ceil(pages.length / BATCH));
  if (workers > 1 && pages.length >= MIN_PAGES_FOR_WORKERS) {
    try {
      return await inWorkers(pages, workers, options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      console.warn(`SEO audit: worker threads unavailable (${error instanceof Error ? error.message : String(error)}); analysing in one thread`);
    }
  }
  const reports: PageReport[] = [];
  for (const page of pages) {
    if (options.signal?.aborted) throw options.signal.reason;
    reports.push(analyzePage({ path: page.url, html: await readFile(page.file as string, "utf8"), status: 200, origin: options.origin }));
    if (reports.length % BATCH === 0) options.onProgress?.(reports.length);
  }
  return reports;
}

/**
 * Running from TypeScript sources (tsx, vitest) a worker needs tsx's loader: a one-line module
 * registers it, then imports the worker.
 */
function tsWorkerEntry(workerUrl: URL): URL {
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api")).href.replace(/\.cjs$/, ".mjs");
  const code = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(workerUrl.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

function inWorkers(pages: readonly PageToRead[], count: number, options: AnalyzeOptions): Promise<PageReport[]> {
  const workerUrl = new URL(`./audit-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
  const entry = workerUrl.pathname.endsWith(".ts") ? tsWorkerEntry(workerUrl) : workerUrl;
  const shares: PageToRead[][] = Array.from({ length: count }, () => []);
  pages.forEach((p, i) => {
    shares[i % count].push(p);
  });
  const results: PageReport[][] = shares.map(() => []);
  let done = 0;
  return new Promise((resolve, reject) => {
    let finished = 0;
    let failed = false;
    const threads = shares.map((share, index) => {
      const worker = new Worker(entry, { workerData: { pages: share, origin: options.origin, batch: BATCH } });
      worker.on("message", (msg: { reports?: PageReport[]; done?: boolean; error?: string }) => {
        if (msg.error) return fail(new Error(msg.error));
        if (msg.reports) {
          results[index].push(...msg.reports);
          done += msg.reports.length;
          options.onProgress?.(done);
        }
        if (msg.done && ++finished === count) {
          options.signal?.removeEventListener("abort", onAbort);
          // Back to the order given: page i went to worker i % count.
          resolve(pages.map((_, i) => results[i % count][Math.floor(i / count)]));
        }
      });
      worker.on("error", fail);
      worker.on("exit", (code) => {
        if (code !== 0 && finished < count) fail(new Error(`a worker stopped with code ${code}`));
      });
      return worker;
    });
    const onAbort = () => fail(options.signal?.reason ?? new Error("aborted"));
    options.signal?.addEventListener("abort", onAbort, { once: true });
    function fail(error: unknown) {
      if (failed) return;
      failed = true;
      options.signal?.removeEventListener("abort", onAbort);
      for (const t of threads) void t.terminate();
      reject(error);
    }
  });
}
