/**
 * The admin area's map: every client-side route of the /admin shell, the
 * header title of each section, the sidebar and the mobile bottom bar. Pure data and lookups,
 * shared by the shell island and its tests.
 */

/** Route name → URL pattern, in @nanostores/router syntax. */
export const ADMIN_ROUTES = {
  dashboard: "/admin",
  companies: "/admin/companies",
  leads: "/admin/leads",
  lead: "/admin/leads/:id",
  inquiries: "/admin/inquiries",
  inquiry: "/admin/inquiries/:id",
  mail: "/admin/mail",
  upload: "/admin/upload",
  scripts: "/admin/scripts",
  scriptsRunOne: "/admin/scripts/run/:id",
  scriptsRun: "/admin/scripts/run",
  scriptsSchedule: "/admin/scripts/schedule",
  jobs: "/admin/jobs",
  job: "/admin/jobs/:id",
  database: "/admin/database",
  statistics: "/admin/statistics",
  seoHealth: "/admin/seo-health",
  seoTasks: "/admin/seo-health/tasks",
  seoReports: "/admin/seo-health/reports",
  seoAnalyzer: "/admin/seo-health/analyzer",
  qa: "/admin/qa-automation",
  settings: "/admin/settings",
  audit: "/admin/audit",
} as const;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

/** The header title of each route; routes it does not name read 'Admin'. */
const TITLES: Partial<Record<AdminRoute, string>> = {
  dashboard: "Dashboard",
  companies: "Companies",
  leads: "Leads",
  lead: "Leads",
  inquiries: "Inquiries",
  inquiry: "Inquiries",
  mail: "Mail",
  upload: "CSV Upload",
  scripts: "Script Management",
  scriptsRunOne: "Script Management",
  scriptsRun: "Script Management",
  scriptsSchedule: "Script Management",
  settings: "Settings",
  audit: "Audit Log",
  statistics: "Statistics",
  jobs: "Jobs System",
  job: "Jobs System",
  seoHealth: "SEO Health Dashboard",
  seoTasks: "SEO Health Dashboard",
  seoReports: "SEO Health Dashboard",
  seoAnalyzer: "SEO Health Dashboard",
  qa: "QA Automation",
};

/** The header title for a route, or 'Admin' for an unknown path. */
export function adminTitle(route: AdminRoute | undefined): string {
  return (route && TITLES[route]) ?? "Admin";
}

export interface AdminNavItem {
  label: string;
  href: string;
  /** Routes that light this item up as the current section. */
  routes: readonly AdminRoute[];
}

/** The sidebar, in its order on screen. */
export const SIDEBAR: readonly AdminNavItem[] = [
  { label: "Dashboard", href: ADMIN_ROUTES.dashboard, routes: ["dashboard"] },
  { label: "Companies", href: ADMIN_ROUTES.companies, routes: ["companies"] },
  { label: "Leads", href: ADMIN_ROUTES.leads, routes: ["leads", "lead"] },
  { label: "Inquiries", href: ADMIN_ROUTES.inquiries, routes: ["inquiries", "inquiry"] },
  { label: "Mail", href: ADMIN_ROUTES.mail, routes: ["mail"] },
  { label: "Statistics", href: ADMIN_ROUTES.statistics, routes: ["statistics"] },
  { label: "Script Management", href: ADMIN_ROUTES.scripts, routes: ["scripts", "scriptsRun", "scriptsRunOne", "scriptsSchedule"] },
  { label: "Jobs System", href: ADMIN_ROUTES.jobs, routes: ["jobs", "job"] },
  { label: "Database", href: ADMIN_ROUTES.database, routes: ["database"] },
  { label: "CSV Upload", href: ADMIN_ROUTES.upload, routes: ["upload"] },
  { label: "SEO Health", href: ADMIN_ROUTES.seoHealth, routes: ["seoHealth", "seoTasks", "seoReports", "seoAnalyzer"] },
  { label: "QA Automation", href: ADMIN_ROUTES.qa, routes: ["qa"] },
  { label: "Settings", href: ADMIN_ROUTES.settings, routes: ["settings"] },
  { label: "Audit Log", href: ADMIN_ROUTES.audit, routes: ["audit"] },
];

/** The mobile bottom bar: Home, Companies, SEO, QA, Database. */
export const BOTTOM_BAR: readonly AdminNavItem[] = [
  { label: "Home", href: ADMIN_ROUTES.dashboard, routes: ["dashboard"] },
  { label: "Companies", href: ADMIN_ROUTES.companies, routes: ["companies"] },
  { label: "SEO", href: ADMIN_ROUTES.seoHealth, routes: ["seoHealth", "seoTasks", "seoReports", "seoAnalyzer"] },
  { label: "QA", href: ADMIN_ROUTES.qa, routes: ["qa"] },
  { label: "Database", href: ADMIN_ROUTES.database, routes: ["database"] },
];

/** Whether a nav item is the current section. */
export function isCurrent(item: AdminNavItem, route: AdminRoute | undefined): boolean {
  return route !== undefined && item.routes.includes(route);
}

/**
 * Sections that get their real page in a later release; until then the shell shows a short
 * panel saying so. `what` says what the page will do.
 */
export const LATER_SECTIONS: Partial<Record<AdminRoute, { name: string; what: string }>> = {};
