import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from "react";
import { type AdminRoute, adminTitle, LATER_SECTIONS } from "../../lib/admin/sections";
import { API_PATHS } from "../../lib/endpoints";
import { SITE } from "../../lib/site";
import { Toasts } from "../ui/Toasts";
import { AdminLayout } from "./AdminLayout";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { ComingLater } from "./pages/ComingLater";
import { NotFound } from "./pages/NotFound";
import { $adminRouter, followAdminLinks } from "./router";
import { Spinner } from "./ui";

/**
 * The admin shell: one island for every /admin/* URL. It checks the
 * session first (spinner; no session → /login), then shows the layout and the page of the
 * current route. Pages are loaded lazily, each behind a spinner.
 */

/** The page of each route, loaded on its first visit; a record's page gets the `:id` of its URL. */
const PAGES: Partial<Record<AdminRoute, LazyExoticComponent<ComponentType<{ id: string }>>>> = {
  dashboard: lazy(() => import("./pages/DashboardPage")),
  companies: lazy(() => import("./pages/CompaniesPage")),
  leads: lazy(() => import("./pages/LeadsPage")),
  lead: lazy(() => import("./pages/LeadDetailPage")),
  inquiries: lazy(() => import("./pages/InquiriesPage")),
  inquiry: lazy(() => import("./pages/InquiryDetailPage")),
  mail: lazy(() => import("./pages/MailPage")),
  upload: lazy(() => import("./pages/UploadPage")),
  jobs: lazy(() => import("./pages/JobsPage")),
  job: lazy(() => import("./pages/JobDetailPage")),
  scripts: lazy(() => import("./pages/ScriptsPage")),
  scriptsRun: lazy(() => import("./pages/ScriptRunPage")),
  scriptsRunOne: lazy(() => import("./pages/ScriptRunDetailPage")),
  scriptsSchedule: lazy(() => import("./pages/SchedulesPage")),
  database: lazy(() => import("./pages/DatabasePage")),
  settings: lazy(() => import("./pages/SettingsPage")),
  statistics: lazy(() => import("./pages/StatisticsPage")),
  audit: lazy(() => import("./pages/AuditPage")),
  seoHealth: lazy(() => import("./pages/SeoHealthPage")),
  seoTasks: lazy(() => import("./pages/SeoTasksPage")),
  seoReports: lazy(() => import("./pages/SeoReportsPage")),
  seoAnalyzer: lazy(() => import("./pages/SeoAnalyzerPage")),
  qa: lazy(() => import("./pages/QaAutomationPage")),
};

type AuthState = "checking" | "signed-in" | "signed-out";

/** Spec 8: a failed status check is logged and treated as not authenticated. */
async function checkSession(): Promise<boolean> {
  try {
    const res = await fetch(API_PATHS.authStatus, { cache: "no-store", credentials: "same-origin" });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`.trim());
    const body = (await res.json()) as { isAuthenticated?: unknown };
    return body.isAuthenticated === true;
  } catch (error) {
    console.error("Auth status check failed:", error);
    return false;
  }
}

function CurrentPage({ route, params }: { route: AdminRoute | undefined; params: Record<string, string> }) {
  if (route === undefined) return <NotFound />;
  const later = LATER_SECTIONS[route];
  if (later) return <ComingLater name={later.name} what={later.what} />;
  const Page = PAGES[route];
  return Page ? <Page id={params.id} /> : <NotFound />;
}

export default function AdminApp() {
  const [auth, setAuth] = useState<AuthState>("checking");
  const page = useStore($adminRouter);
  const title = adminTitle(page?.route);

  useEffect(() => {
    checkSession().then((ok) => {
      if (ok) setAuth("signed-in");
      else {
        setAuth("signed-out");
        window.location.replace("/login");
      }
    });
  }, []);

  useEffect(() => followAdminLinks(), []);

  useEffect(() => {
    document.title = `${title} | Admin | ${SITE.name}`;
  }, [title]);

  if (auth !== "signed-in") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={auth === "checking" ? "Checking your session…" : "Redirecting to the login page…"} />
      </div>
    );
  }

  return (
    <>
      <AdminLayout title={title} route={page?.route}>
        <PageErrorBoundary resetKey={page?.path ?? ""}>
          <Suspense fallback={<Spinner label="Loading page…" />}>
            <CurrentPage key={page?.path} route={page?.route} params={(page?.params ?? {}) as Record<string, string>} />
          </Suspense>
        </PageErrorBoundary>
      </AdminLayout>
      <Toasts />
    </>
  );
}
