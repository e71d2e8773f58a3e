import { API_PATHS } from "../../../client/endpoints";
import type { JobStatus, JobSummary } from "../../../lib/admin/jobs";
import type { QaLastRun } from "../../../lib/admin/qa";
import type { UploadSummary } from "../../../lib/admin/uploads";
import { LEAD_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { adminPath } from "../../../lib/routes";
import { useAdminQuery } from "../admin-data";
import { ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads received today and in the last 7 days, by status</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Today
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Last 7 days
                </th>
              </tr>
            </thead>
            <tbody>
              {LEAD_STATUSES.map((status) => (
                <tr key={status} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <a href={`${adminPath("leads")}?status=${status}`} className="hover:underline">
                      <StatusBadge status={status} />
                    </a>
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{n(leads.today[status])}</td>
                  <td className="py-2 text-right tabular-nums">{n(leads.last7Days[status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          title="Latest uploads"
          actions={
            <a href={adminPath("upload")} className="text-sm font-semibold text-brand-700 hover:underline">
              Upload a CSV
            </a>
          }
        >
          {data.latestUploads.length === 0 ? (
            <p className="text-sm text-slate-600">No CSV uploads yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.latestUploads.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 truncate font-medium">{u.fileName}</span>
                  <span className="flex items-center gap-2 text-slate-600">
                    <StatusBadge status={u.status} />
                    {formatDateTime(u.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title="Latest jobs"
          actions={
            <a href={adminPath("jobs")} className="text-sm font-semibold text-brand-700 hover:underline">
              All jobs
            </a>
          }
        >
          {data.latestJobs.length === 0 ? (
            <p className="text-sm text-slate-600">No jobs yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.latestJobs.map((job) => (
                <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <a href={adminPath("job", job.id)} className="font-medium text-brand-700 hover:underline">
                    #{job.id} {jobLabel(job.kind)}
                  </a>
                  <span className="flex items-center gap-2 text-slate-600">
                    <StatusBadge status={job.status} />
                    {formatDateTime(job.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
