import type { ReactNode } from "react";
import type { JobStatus, JobSummary } from "../../../lib/admin/jobs-api";
import type { QaLastRun } from "../../../lib/admin/qa-api";
import type { UploadSummary } from "../../../lib/admin/uploads-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { LEAD_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { useAdminQuery } from "../admin-data";
import { type Column, DataTable, ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

/** The leads table: each status, linked to its filtered list, with its counts today and over 7 days. */
function leadColumns(leads: Dashboard["leads"]): Column<LeadStatus>[] {
  return [
    {
      header: "Status",
      rowHeader: true,
      cell: (status) => (
        <a href={`${adminPath("leads")}?status=${status}`} className="hover:underline">
          <StatusBadge status={status} />
        </a>
      ),
    },
    { header: "Today", className: "text-right tabular-nums", cell: (status) => n(leads.today[status]) },
    { header: "Last 7 days", className: "text-right tabular-nums", cell: (status) => n(leads.last7Days[status]) },
  ];
}

/** GET /api/admin/dashboard. */
interface Dashboard {
  companies: { total: number; featured: number; inList: number };
  leads: { total: number; today: Record<LeadStatus, number>; last7Days: Record<LeadStatus, number> };
  jobs: Record<JobStatus, number>;
  latestUploads: UploadSummary[];
  latestJobs: JobSummary[];
  qa: { lastRun: QaLastRun | null };
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const n = (value: number) => value.toLocaleString("en-US");

function Figure({ label, value, detail, href }: { label: string; value: string; detail: string; href: string }) {
  return (
    <a
      href={href}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
    </a>
  );
}

/** The admin home: real figures for companies, leads and jobs, and the latest uploads and jobs. */
export default function DashboardPage() {
  const { data, error, loading, reload } = useAdminQuery<Dashboard>(API_PATHS.adminDashboard);
  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !data) return <Spinner label="Loading the dashboard…" />;
  const { companies, leads, jobs } = data;
  const active = jobs.queued + jobs.running;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Companies"
          value={n(companies.total)}
          detail={`${n(companies.featured)} featured · ${n(companies.inList)} listed`}
          href={adminPath("companies")}
        />
        <Figure label="Leads today" value={n(sum(leads.today))} detail={`${n(leads.today.new)} new (UTC day)`} href={adminPath("leads")} />
        <Figure label="Leads, last 7 days" value={n(sum(leads.last7Days))} detail={`${n(leads.total)} leads in all`} href={adminPath("leads")} />
        <Figure
          label="Jobs"
          value={active > 0 ? `${active} active` : "Idle"}
          detail={`${n(jobs.succeeded)} succeeded · ${n(jobs.failed)} failed`}
          href={adminPath("jobs")}
        />
        <Figure
          label="Last QA run"
          value={data.qa.lastRun ? (data.qa.lastRun.verdict === "passed" ? "Passed" : "Failed") : "Not run yet"}
          detail={
            data.qa.lastRun
              ? `${n(data.qa.lastRun.passed)} passed · ${n(data.qa.lastRun.failed)} failed · ${formatDateTime(data.qa.lastRun.finished_at)}`
              : "Run the QA suite"
          }
          href={adminPath("qa")}
        />
      </div>

      <Panel title="Leads by status">
        <DataTable
          caption="Leads received today and in the last 7 days, by status"
          columns={leadColumns(leads)}
          rows={LEAD_STATUSES}
          rowKey={(status) => status}
        />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <LatestPanel
          title="Latest uploads"
          link={{ href: adminPath("upload"), label: "Upload a CSV" }}
          empty="No CSV uploads yet."
          items={data.latestUploads}
          name={(u) => <span className="min-w-0 truncate font-medium">{u.fileName}</span>}
        />
        <LatestPanel
          title="Latest jobs"
          link={{ href: adminPath("jobs"), label: "All jobs" }}
          empty="No jobs yet."
          items={data.latestJobs}
          name={(job) => (
            <a href={adminPath("job", job.id)} className="font-medium text-brand-700 hover:underline">
              #{job.id} {jobLabel(job.kind)}
            </a>
          )}
        />
      </div>
    </div>
  );
}

/** A short list of the latest items, each with its status and time, and a link to the full page. */
function LatestPanel<T extends { id: number; status: string; createdAt: string }>({
  title,
  link,
  empty,
  items,
  name,
}: {
  title: string;
  link: { href: string; label: string };
  empty: string;
  items: T[];
  name: (item: T) => ReactNode;
}) {
  return (
    <Panel
      title={title}
      actions={
        <a href={link.href} className="text-sm font-semibold text-brand-700 hover:underline">
          {link.label}
        </a>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              {name(item)}
              <span className="flex items-center gap-2 text-slate-600">
                <StatusBadge status={item.status} />
                {formatDateTime(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
