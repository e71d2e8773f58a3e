import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { API_PATHS } from "../../client/endpoints";
import { type AdminRoute, adminTitle, LATER_SECTIONS } from "../../lib/admin/sections";
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

const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const CompaniesPage = lazy(() => import("./pages/CompaniesPage"));
const LeadsPage = lazy(() => import("./pages/LeadsPage"));
const LeadDetailPage = lazy(() => import("./pages/LeadDetailPage"));
const InquiriesPage = lazy(() => import("./pages/InquiriesPage"));
const InquiryDetailPage = lazy(() => import("./pages/InquiryDetailPage"));
const MailPage = lazy(() => import("./pages/MailPage"));
const UploadPage = lazy(() => import("./pages/UploadPage"));
const JobsPage = lazy(() => import("./pages/JobsPage"));
const JobDetailPage = lazy(() => import("./pages/JobDetailPage"));
const SchedulesPage = lazy(() => import("./pages/SchedulesPage"));
const ScriptsPage = lazy(() => import("./pages/ScriptsPage"));
const ScriptRunPage = lazy(() => import("./pages/ScriptRunPage"));
const ScriptRunDetailPage = lazy(() => import("./pages/ScriptRunDetailPage"));
const DatabasePage = lazy(() => import("./pages/DatabasePage"));
const SettingsPage = lazy(() => import("./pages/SettingsPage"));
const AuditPage = lazy(() => import("./pages/AuditPage"));
const StatisticsPage = lazy(() => import("./pages/StatisticsPage"));
const SeoHealthPage = lazy(() => import("./pages/SeoHealthPage"));
const SeoTasksPage = lazy(() => import("./pages/SeoTasksPage"));
const SeoReportsPage = lazy(() => import("./pages/SeoReportsPage"));
const SeoAnalyzerPage = lazy(() => import("./pages/SeoAnalyzerPage"));
const QaAutomationPage = lazy(() => import("./pages/QaAutomationPage"));

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
  switch (route) {
    case "dashboard":
      return <DashboardPage />;
    case "companies":
      return <CompaniesPage />;
    case "leads":
      return <LeadsPage />;
    case "lead":
      return <LeadDetailPage id={params.id} />;
    case "inquiries":
      return <InquiriesPage />;
    case "inquiry":
      return <InquiryDetailPage id={params.id} />;
    case "mail":
      return <MailPage />;
    case "upload":
      return <UploadPage />;
    case "jobs":
      return <JobsPage />;
    case "job":
      return <JobDetailPage id={params.id} />;
    case "scripts":
      return <ScriptsPage />;
    case "scriptsRun":
      return <ScriptRunPage />;
    case "scriptsRunOne":
      return <ScriptRunDetailPage id={params.id} />;
    case "scriptsSchedule":
      return <SchedulesPage />;
    case "database":
      return <DatabasePage />;
    case "settings":
      return <SettingsPage />;
    case "statistics":
      return <StatisticsPage />;
    case "audit":
      return <AuditPage />;
    case "seoHealth":
      return <SeoHealthPage />;
    case "seoTasks":
      return <SeoTasksPage />;
    case "seoReports":
      return <SeoReportsPage />;
    case "seoAnalyzer":
      return <SeoAnalyzerPage />;
    case "qa":
      return <QaAutomationPage />;
    default:
      return <NotFound />;
  }
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
