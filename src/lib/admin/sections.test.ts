import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES, type AdminRoute, adminTitle, BOTTOM_BAR, isCurrent, LATER_SECTIONS, SIDEBAR } from "./sections";

/** Spec 2.2's admin routes, verbatim ({id} written as :id). */
const SPEC_ROUTES = [
  "/admin",
  "/admin/companies",
  "/admin/leads",
  "/admin/upload",
  "/admin/scripts",
  "/admin/scripts/run/:id",
  "/admin/scripts/run",
  "/admin/scripts/schedule",
  "/admin/jobs",
  "/admin/jobs/:id",
  "/admin/database",
  "/admin/statistics",
  "/admin/seo-health",
  "/admin/seo-health/tasks",
  "/admin/seo-health/reports",
  "/admin/seo-health/analyzer",
  "/admin/qa-automation",
  "/admin/settings",
];

const routeOf = (pattern: string) => (Object.entries(ADMIN_ROUTES) as [AdminRoute, string][]).find(([, p]) => p === pattern)?.[0];

describe("admin routes", () => {
  it("include every admin route, and /admin/settings that the sidebar links", () => {
    for (const pattern of SPEC_ROUTES) expect(routeOf(pattern), pattern).toBeDefined();
  });

  it("title each section by its name, and anything else 'Admin'", () => {
    const titles = Object.fromEntries(SPEC_ROUTES.map((p) => [p, adminTitle(routeOf(p))]));
    expect(titles).toMatchObject({
      "/admin": "Dashboard",
      "/admin/companies": "Companies",
      "/admin/leads": "Leads",
      "/admin/upload": "CSV Upload",
      "/admin/scripts/run/:id": "Script Management",
      "/admin/settings": "Settings",
      "/admin/statistics": "Statistics",
      "/admin/jobs/:id": "Jobs System",
      "/admin/seo-health/analyzer": "SEO Health Dashboard",
      "/admin/qa-automation": "QA Automation",
      "/admin/database": "Admin",
    });
    expect(adminTitle(undefined)).toBe("Admin");
    expect(adminTitle("lead")).toBe("Leads");
  });
});

describe("navigation", () => {
  it("lists the sidebar in the spec's order, each pointing at a real route", () => {
    expect(SIDEBAR.map((i) => i.label)).toEqual([
      "Dashboard",
      "Companies",
      "Leads",
      "Inquiries",
      "Mail",
      "Statistics",
      "Script Management",
      "Jobs System",
      "Database",
      "CSV Upload",
      "SEO Health",
      "QA Automation",
      "Settings",
      "Audit Log",
    ]);
    const patterns = new Set<string>(Object.values(ADMIN_ROUTES));
    for (const item of [...SIDEBAR, ...BOTTOM_BAR]) expect(patterns.has(item.href), item.href).toBe(true);
  });

  it("has the mobile bottom bar", () => {
    expect(BOTTOM_BAR.map((i) => i.label)).toEqual(["Home", "Companies", "SEO", "QA", "Database"]);
  });

  it("marks a section current on its sub-pages too", () => {
    const jobs = SIDEBAR.find((i) => i.label === "Jobs System")!;
    expect(isCurrent(jobs, "job")).toBe(true);
    expect(isCurrent(jobs, "jobs")).toBe(true);
    expect(isCurrent(jobs, "dashboard")).toBe(false);
    expect(isCurrent(jobs, undefined)).toBe(false);
  });

  it("gives the sections of later releases a panel, and none to the pages built now", () => {
    // Every section now has its page: no placeholder is left.
    expect(Object.keys(LATER_SECTIONS)).toEqual([]);
    for (const built of [
      "dashboard",
      "companies",
      "leads",
      "lead",
      "upload",
      "jobs",
      "job",
      "scripts",
      "scriptsRun",
      "scriptsRunOne",
      "scriptsSchedule",
      "database",
      "settings",
      "audit",
      "statistics",
      "seoHealth",
      "seoTasks",
      "seoReports",
      "seoAnalyzer",
      "qa",
    ] as const) {
      expect(LATER_SECTIONS[built], built).toBeUndefined();
    }
  });
});
