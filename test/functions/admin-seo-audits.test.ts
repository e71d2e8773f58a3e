import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import auditsFn from "../../functions/admin-seo-audits";
import tasksFn from "../../functions/admin-seo-tasks";
import taskFn from "../../functions/admin-seo-tasks-detail";
import type { AuditListResponse, SeoTask, TaskListResponse } from "../../src/lib/admin/seo-api";
import { startServer } from "../../src/platform/server";
import { resetConfig } from "../../src/server/config";
import { getJob } from "../../src/server/db/store/repositories/jobs";
import { type JobContext, runQueuedJobs } from "../../src/server/jobs/job-runner";
import { scriptJobHandlers } from "../../src/server/scripts/registry";
import { runSeoAudit } from "../../src/server/seo/audit-run";
import { adminCookie } from "../support/admin-session";
import { adminCaller, json } from "../support/function-request";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const USER = "seo-admin";
const ORIGIN = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";
let dist = "";
const savedDist = process.env.DIST_DIR;

const call = adminCaller({ base: ORIGIN, cookie: () => cookie, headers: { "sec-fetch-site": "same-origin" } });

const words = Array.from({ length: 40 }, (_, i) => `Movers in this area handle careful packing and loading step ${i}.`).join(" ");
const html = (url: string, title: string, links: string[]) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title><meta name="description" content="A long enough description of ${url} for the search result snippet, written for the tests here.">
<link rel="canonical" href="${ORIGIN}${url}"><meta name="robots" content="index, follow"></head>
<body><main><h1>${title}</h1><p>${words}</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</main></body></html>`;

/** Writes a small built site: home, two guides sharing a title, and a page nothing links to. */
function writeSite(fixed: boolean) {
  const pages: Record<string, string> = {
    "index.html": html("/", "Movers Directory Home Page", ["/guides/a", "/guides/b", ...(fixed ? ["/lonely"] : [])]),
    "guides/a.html": html("/guides/a", "Moving guide for families", ["/"]),
    "guides/b.html": html("/guides/b", fixed ? "Moving guide for offices" : "Moving guide for families", ["/", "/guides/a"]),
    "lonely.html": html("/lonely", "A page nothing links to yet", ["/"]),
  };
  for (const [file, body] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  }
  const urls = ["/", "/guides/a", "/guides/b", "/lonely"].map((u) => `<url><loc>${ORIGIN}${u}</loc></url>`).join("");
  fs.writeFileSync(
    path.join(dist, "sitemap-index.xml"),
    `<?xml version="1.0"?><sitemapindex><sitemap><loc>${ORIGIN}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  );
  fs.writeFileSync(path.join(dist, "sitemap-0.xml"), `<?xml version="1.0"?><urlset>${urls}</urlset>`);
}

async function runAudit(): Promise<number> {
  const res = await call(auditsFn, "/api/admin/seo/audits", { method: "POST" });
  expect(res.status).toBe(202);
  const { job } = await json<{ job: { id: number } }>(res);
  await runQueuedJobs(t.store, scriptJobHandlers());
  expect(await getJob(t.store.db, job.id)).toMatchObject({ status: "succeeded" });
  return job.id;
}
const tasks = async (status = "") => json<TaskListResponse>(call(tasksFn, `/api/admin/seo/tasks${status ? `?status=${status}` : ""}`));
const task = (list: TaskListResponse, code: string) => list.tasks.find((x) => x.code === code);
const patch = (code: string, body: unknown) => call(taskFn, `/api/admin/seo/tasks/${code}`, { method: "PATCH", body, params: { code } });

beforeAll(async () => {
  t = await createTestDatabase();
  dist = path.join(t.dir, "dist");
  process.env.DIST_DIR = dist;
  resetConfig();
  writeSite(false);
  cookie = await adminCookie(t.store, USER);
});
afterAll(async () => {
  if (savedDist === undefined) delete process.env.DIST_DIR;
  else process.env.DIST_DIR = savedDist;
  resetConfig();
  await t.cleanup();
});

describe(`SEO audits API (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("answers 401 without a session", async () => {
    expect((await call(auditsFn, "/api/admin/seo/audits", { auth: false })).status).toBe(401);
    expect((await call(auditsFn, "/api/admin/seo/audits", { method: "POST", auth: false })).status).toBe(401);
    expect((await call(tasksFn, "/api/admin/seo/tasks", { auth: false })).status).toBe(401);
    expect(
      (await call(taskFn, "/api/admin/seo/tasks/x", { method: "PATCH", body: { status: "ignored" }, params: { code: "x" }, auth: false })).status,
    ).toBe(401);
  });

  it("lists no runs and no tasks before the first audit", async () => {
    expect(await json<AuditListResponse>(call(auditsFn, "/api/admin/seo/audits"))).toMatchObject({ runs: [], worst_pages: [] });
    expect(await tasks()).toMatchObject({ tasks: [], latest_run_id: null });
  });

  it("runs the audit over the built site: the run, its findings and one task per issue", async () => {
    const jobId = await runAudit();
    const { runs, worst_pages } = await json<AuditListResponse>(call(auditsFn, "/api/admin/seo/audits"));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job_id: jobId, source: "dist", pages_checked: 4, diff: null });
    expect(runs[0].score).toBeLessThan(100);
    expect(runs[0].by_code).toMatchObject({ title_duplicate: 2, orphan_page: 1 });
    expect(worst_pages.map((p) => p.page)).toEqual(expect.arrayContaining(["/guides/a", "/guides/b", "/lonely"]));

    const list = await tasks();
    const dup = task(list, "title_duplicate") as SeoTask;
    expect(dup).toMatchObject({ status: "open", page_count: 2, severity: "warning", title: "Pages that share a title" });
    expect(dup.pages.map((p) => p.page)).toEqual(["/guides/a", "/guides/b"]);
    expect(dup.pages[0].message).toContain("/guides/b");
    expect(task(list, "orphan_page")?.pages.map((p) => p.page)).toEqual(["/lonely"]);
    const findings = await t.store.db.selectFrom("seo_audit_findings").select(["page", "code"]).execute();
    expect(findings.filter((f) => f.code === "orphan_page")).toEqual([{ page: "/lonely", code: "orphan_page" }]);
  });

  it("ignores and reopens a task (audited); refuses a bad status and an unknown code", async () => {
    const res = await patch("orphan_page", { status: "ignored" });
    expect(res.status).toBe(200);
    expect(await json<SeoTask>(res)).toMatchObject({ code: "orphan_page", status: "ignored", updated_by: USER });
    const entry = await t.store.db.selectFrom("admin_audit").selectAll().where("target_type", "=", "seo_task").executeTakeFirst();
    expect(entry).toMatchObject({ actor: USER, action: "seo.task.ignore", target_id: "orphan_page" });
    const bad = await patch("orphan_page", { status: "fixed" });
    expect(bad.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(bad)).issues.map((i) => i.path)).toEqual(["status"]);
    expect((await patch("no_such_code", { status: "open" })).status).toBe(404);
    expect((await tasks("ignored")).tasks.map((x) => x.code)).toEqual(["orphan_page"]);
  });

  it("a second audit after the fixes marks the fixed task fixed, keeps the ignored one ignored, and shows the difference", async () => {
    writeSite(true);
    await runAudit();
    const list = await tasks();
    expect(task(list, "title_duplicate")).toMatchObject({ status: "fixed", page_count: 0, pages: [] });
    expect(task(list, "orphan_page")?.status).toBe("ignored");
    expect((await tasks("fixed")).tasks.map((x) => x.code)).toContain("title_duplicate");
    const { runs } = await json<AuditListResponse>(call(auditsFn, "/api/admin/seo/audits"));
    expect(runs).toHaveLength(2);
    expect(runs[0].diff?.resolved_codes).toEqual(expect.arrayContaining(["title_duplicate", "orphan_page"]));
    expect(runs[0].diff?.score).toBe(runs[0].score - runs[1].score);
    expect(runs[0].diff?.score).toBeGreaterThan(0);
  });

  it("a fixed task that comes back is open again", async () => {
    writeSite(false);
    await runAudit();
    const list = await tasks();
    expect(task(list, "title_duplicate")).toMatchObject({ status: "open", page_count: 2 });
    expect(task(list, "orphan_page")?.status).toBe("ignored");
  });
});

describe(`SEO audit over HTTP (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("without a dist folder reads the sitemap's pages from the live site and finds the same issues", async () => {
    writeSite(false);
    const functionsDir = path.join(t.dir, "no-functions");
    fs.mkdirSync(functionsDir, { recursive: true });
    const server = await startServer({
      distDir: dist,
      functionsDir,
      netlifyTomlPath: path.resolve("netlify.toml"),
      maxBodyBytes: 1024,
      trustProxy: false,
      host: "127.0.0.1",
      port: 0,
    });
    try {
      const log: string[] = [];
      const ctx = {
        jobId: 0,
        payload: {},
        params: {},
        store: t.store,
        signal: new AbortController().signal,
        cancelled: () => false,
        log: (x: string) => log.push(x),
        progress: () => {},
        setResult: () => {},
      } as JobContext;
      const summary = await runSeoAudit(
        ctx,
        { source: "http" },
        { distDir: path.join(t.dir, "missing"), netlifyTomlPath: "netlify.toml", origin: server.url },
      );
      expect(summary).toMatchObject({ source: "http", pagesChecked: 4 });
      expect(log.join("\n")).toContain(`the live site at ${server.url}`);
      const findings = await t.store.db
        .selectFrom("seo_audit_findings")
        .select(["page", "code"])
        .where("run_id", "=", summary?.runId ?? 0)
        .execute();
      expect(
        findings
          .filter((f) => f.code === "title_duplicate")
          .map((f) => f.page)
          .sort(),
      ).toEqual(["/guides/a", "/guides/b"]);
      expect(findings.filter((f) => f.code === "orphan_page").map((f) => f.page)).toEqual(["/lonely"]);
    } finally {
      await server.close();
    }
  });
});
