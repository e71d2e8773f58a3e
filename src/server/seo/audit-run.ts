import { existsSync } from "node:fs";
import path from "node:path";
import pLimit from "p-limit";
import { RUNS_WITH_FINDINGS, type SeoAuditParams } from "../../lib/admin/seo-api";
import { analyzePage } from "../../lib/seo-audit/page-checks";
import { seoScore } from "../../lib/seo-audit/score";
import { type RouteAnswer, siteChecks, sitePath } from "../../lib/seo-audit/site-checks";
import type { PageReport } from "../../lib/seo-audit/types";
import type { FindingRow } from "../db/store/repositories/seo-audits";
import { saveAuditRun } from "../db/store/repositories/seo-audits";
import { isoNow } from "../db/store/store";
import type { JobContext } from "../jobs/job-runner";
import { distSource } from "./audit-dist-source";
import { fetchPage, HTTP_CONCURRENCY, httpSource } from "./audit-http-source";
import { analyzeFiles } from "./audit-pool";
import type { AuditSource } from "./audit-source";

/**
 * The site audit: every page of the source analysed on its own (page checks), then the pages
 * compared with each other, the sitemap and the site's answers for every URL they point at
 * (site checks); the run, its findings and the tasks are stored in one transaction.
 */

export interface AuditEnvironment {
  distDir: string;
  netlifyTomlPath: string;
  origin: string;
  fetchImpl?: typeof fetch;
  /** Worker threads for the dist source (default: the cores available). */
  workers?: number;
}

export interface AuditSummary {
  runId: number;
  source: string;
  pagesChecked: number;
  score: number;
  findings: number;
  counts: { error: number; warning: number; notice: number };
  durationMs: number;
}

/** Rounds of resolving redirect targets not yet known (a chain is at most this long). */
const RESOLVE_ROUNDS = 10;

export async function pickSource(params: SeoAuditParams, env: AuditEnvironment): Promise<AuditSource> {
  const hasDist = existsSync(path.join(env.distDir, "index.html"));
  if (params.source === "dist" || (params.source === "auto" && hasDist)) {
    if (!hasDist) throw new Error(`No built site in ${env.distDir} (run npm run build first)`);
    return distSource({ distDir: env.distDir, netlifyTomlPath: env.netlifyTomlPath, origin: env.origin });
  }
  return httpSource({ origin: env.origin, fetchImpl: env.fetchImpl });
}

async function analyzeOverHttp(source: AuditSource, urls: string[], ctx: JobContext, env: AuditEnvironment, routes: Map<string, RouteAnswer>) {
  const limit = pLimit(HTTP_CONCURRENCY);
  const reports: PageReport[] = [];
  let done = 0;
  await Promise.all(
    urls.map((url) =>
      limit(async () => {
        if (ctx.cancelled()) return;
        try {
          const page = await fetchPage(source.origin, url, env.fetchImpl);
          if (page.status >= 300 && page.status < 400 && page.location) {
            const target = new URL(page.location, `${source.origin}${url}`);
            routes.set(url, { status: page.status, location: sitePath(target.href, source.origin) ?? target.href });
          } else {
            reports.push(analyzePage({ path: url, html: page.html, status: page.status, origin: source.origin, robotsHeader: page.robotsHeader }));
          }
        } catch (error) {
          ctx.log(`${url}: could not be fetched (${error instanceof Error ? error.message : String(error)})`);
        }
        if (++done % 100 === 0) ctx.progress((80 * done) / urls.length);
      }),
    ),
  );
  return reports.sort((a, b) => a.facts.url.localeCompare(b.facts.url));
}

/** Runs one audit as job `ctx`; returns its summary, or null when it was cancelled. */
export async function runSeoAudit(ctx: JobContext, params: SeoAuditParams, env: AuditEnvironment): Promise<AuditSummary | null> {
  const started = Date.now();
  const startedAt = isoNow(started);
  const source = await pickSource(params, env);
  const pages = await source.pages();
  ctx.log(`Auditing ${pages.length} pages of ${source.description}`);
  const routes = new Map<string, RouteAnswer>();
  const reports =
    source.kind === "dist"
      ? await analyzeFiles(pages, {
          origin: source.origin,
          signal: ctx.signal,
          workers: env.workers,
          onProgress: (n) => ctx.progress((80 * n) / pages.length),
        }).catch((error) => {
          if (ctx.cancelled()) return null;
          throw error;
        })
      : await analyzeOverHttp(
          source,
          pages.map((p) => p.url),
          ctx,
          env,
          routes,
        );
  if (reports === null || ctx.cancelled()) return null;
  ctx.log(`Analysed ${reports.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const sitemap = await source.sitemap();
  ctx.log(`Sitemap: ${sitemap.pages.length} URLs in ${sitemap.files.join(", ") || "no sitemap file"}`);
  const facts = reports.map((r) => r.facts);
  const known = new Set(facts.map((f) => f.url));
  const extras = source.extras(facts.map((f) => f.url));
  const wanted = new Set<string>([...sitemap.pages, ...extras.aliases, ...extras.probes.map((p) => p.path)]);
  for (const f of facts) {
    for (const link of f.links) wanted.add(link);
    const canonical = f.canonical ? sitePath(f.canonical, source.origin) : null;
    if (canonical) wanted.add(canonical);
    if (source.kind === "dist" && f.url !== "/") wanted.add(`${f.url}.html`);
  }
  for (let round = 0; round < RESOLVE_ROUNDS && wanted.size > 0; round++) {
    const ask = [...wanted].filter((p) => !known.has(p) && !routes.has(p));
    if (ask.length === 0) break;
    for (const [p, answer] of await source.resolve(ask, ctx.signal)) routes.set(p, answer);
    for (const p of ask) known.add(p);
    wanted.clear();
    for (const p of ask) {
      const location = routes.get(p)?.location;
      if (location?.startsWith("/")) wanted.add(location);
    }
    if (ctx.cancelled()) return null;
  }
  ctx.progress(90);
  ctx.log(`Resolved ${routes.size} other URLs (links, canonicals, aliases, redirects)`);

  const findings: FindingRow[] = [];
  for (const r of reports) for (const i of r.issues) findings.push({ page: r.facts.url, code: i.code, severity: i.severity, message: i.message });
  for (const f of siteChecks({ origin: source.origin, pages: facts, sitemap: sitemap.pages, routes, probes: extras.probes })) {
    findings.push({ page: f.url, code: f.code, severity: f.severity, message: f.message });
  }
  const score = seoScore(findings, reports.length);
  const finished = Date.now();
  const runId = await saveAuditRun(
    ctx.store.db,
    {
      jobId: ctx.jobId,
      source: source.kind,
      startedAt,
      finishedAt: isoNow(finished),
      durationMs: finished - started,
      pagesChecked: reports.length,
      score,
      findings,
    },
    RUNS_WITH_FINDINGS,
  );
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity]++;
  const summary = {
    runId,
    source: source.kind,
    pagesChecked: reports.length,
    score,
    findings: findings.length,
    counts,
    durationMs: finished - started,
  };
  ctx.log(
    `Score ${score}: ${counts.error} errors, ${counts.warning} warnings, ${counts.notice} notices; ${((finished - started) / 1000).toFixed(1)} s in all`,
  );
  ctx.progress(100);
  return summary;
}
