import { QA_LINK_SAMPLE, type QaCheck } from "../../lib/admin/qa-api";
import { SeededRandom } from "../../lib/random";
import { expectThat, QaSkip, runCheck } from "./check";
import { internalPath, type QaHttp, readPage, request } from "./http";

/**
 * Links: a sample of the internal links found on the pages the smoke suite fetched answers 200.
 * The sample is drawn with a seed (the run id), so a failing run can be repeated link for link,
 * and fetched a few at a time to keep the suite's load on the site small.
 */

const PARALLEL = 4;

/** The distinct internal paths linked from `pages`, each with the first page that links it. */
export function collectLinks(pages: ReadonlyArray<{ url: string; html: string }>, baseUrl: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const page of pages) {
    for (const href of readPage(page.html).hrefs) {
      const path = internalPath(href, page.url, baseUrl);
      if (path !== null && !links.has(path)) links.set(path, new URL(page.url).pathname);
    }
  }
  return links;
}

/** `size` items drawn without replacement with a seeded shuffle (all of them when fewer). */
export function seededSample<T>(items: readonly T[], size: number, seed: number): T[] {
  const random = new SeededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, size);
}

export async function runLinks(http: QaHttp, pages: ReadonlyArray<{ url: string; html: string }>, seed: number): Promise<QaCheck[]> {
  const links = collectLinks(pages, http.baseUrl);
  const sample = seededSample([...links.keys()].sort(), QA_LINK_SAMPLE, seed);
  const check = await runCheck("links", `${sample.length} sampled internal links answer 200 (seed ${seed})`, async () => {
    if (sample.length === 0) throw new QaSkip("no pages with links were fetched (run the smoke suite with it)");
    const broken: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < sample.length) {
        const path = sample[next++];
        try {
          const res = await request(http, path);
          if (res.status !== 200) broken.push(`${path} → HTTP ${res.status} (linked from ${links.get(path)})`);
        } catch (error) {
          broken.push(`${path} → ${error instanceof Error ? error.message : String(error)} (linked from ${links.get(path)})`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expectThat(broken.length === 0, `${broken.length} of ${sample.length} links are broken: ${broken.sort().join("; ")}`);
  });
  return [check];
}
