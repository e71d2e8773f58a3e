import { SITE_API_PATHS } from "./site-endpoints";

/**
 * Same-origin API paths the browser calls: the public ones (site-endpoints.ts) and the sign-in and
 * admin ones. Each must equal the literal `config.path` of its function in functions/;
 * `endpoints.test.ts` checks that they agree.
 */
export const API_PATHS = {
  ...SITE_API_PATHS,
  /** POST JSON { username, password }: signs the admin in (session cookie); errors carry `message`. */
  login: "/api/login",
  /** GET: `{ isAuthenticated }`. */
  authStatus: "/api/auth/status",
  /** GET: ends the admin session. */
  logout: "/api/logout",
  /** GET (admin): companies total/featured/in list, leads today and last 7 days by status, latest uploads and jobs, jobs by status. */
  adminDashboard: "/api/admin/dashboard",
  /** GET (admin) ?q=&state=&featured=&inList=&page=: a page of companies with `total`. */
  adminCompanies: "/api/admin/companies",
  /** GET/PATCH/DELETE (admin): one company; PATCH takes CSV row cells or `{ isFeatured?, isInList? }`. */
  adminCompany: "/api/admin/companies/:id",
  /** GET (admin) ?status=&from=&to=&state=&page=: a page of leads with `total`. */
  adminLeads: "/api/admin/leads",
  /** GET (admin): a lead with its companies, status history and allowed next statuses. */
  adminLead: "/api/admin/leads/:id",
  /** POST (admin) `{ status, note? }`: moves a lead along the pipeline. */
  adminLeadStatus: "/api/admin/leads/:id/status",
  /** POST (admin): queues one of the lead's deliveries (email or webhook) again, due now; answers the lead. */
  adminLeadDeliveryResend: "/api/admin/leads/:id/deliveries/:deliveryId/resend",
  /** GET (admin) ?status=&page=: the emails the site queued, newest first, `{ messages, total, page, pageSize }`. */
  adminMail: "/api/admin/mail",
  /** GET (admin) with the leads filters: a formula-safe CSV download. */
  adminLeadsExport: "/api/admin/leads/export.csv",
  /** GET (admin) ?topic=&status=&page=: company inquiries newest first, `{ inquiries, total, page, pageSize, ownerNotified }`. */
  adminInquiries: "/api/admin/inquiries",
  /** GET (admin): one inquiry with its notes. PATCH `{ status?, note? }`: changes the status and/or adds a note. */
  adminInquiry: "/api/admin/inquiries/:id",
  /** GET (admin): `{ uploads, maxBytes }`, the 50 newest CSV uploads and the upload limit here. POST ?name=<file.csv> with the raw CSV body: preview, 201 UploadDetail. */
  adminUploads: "/api/admin/uploads",
  /** GET (admin): one upload with its preview report (UploadDetail). */
  adminUpload: "/api/admin/uploads/:id",
  /** POST (admin): imports a previewed upload and queues a site rebuild; `{ upload, jobId }`. */
  adminUploadImport: "/api/admin/uploads/:id/import",
  /** POST (admin): cancels a previewed upload; the UploadDetail. */
  adminUploadCancel: "/api/admin/uploads/:id/cancel",
  /** GET (admin): the uploaded CSV file as an attachment. */
  adminUploadFile: "/api/admin/uploads/:id/file",
  /** GET (admin) ?status=&page=: `{ jobs, total, page, pageSize, counts }`. POST `{ kind: "rebuild-site" }`: 201 `{ id, created: true }`, or 200 with the one still waiting. */
  adminJobs: "/api/admin/jobs",
  /** GET (admin): one background job with its log. */
  adminJob: "/api/admin/jobs/:id",
  /** POST (admin): cancels a queued job or asks a running one to stop; `{ job, outcome }`. */
  adminJobCancel: "/api/admin/jobs/:id/cancel",
  /** GET (admin): `{ scripts }`, each with its params (JSON Schema) and last run. */
  adminScripts: "/api/admin/scripts",
  /** POST (admin) `{ params }`: starts a script run, 201 `{ job: { id } }`; 400 issues name `params.<field>`. */
  adminScriptRuns: "/api/admin/scripts/:id/runs",
  /** GET (admin): `{ schedules }`, each with `next_run_at` and `next_runs`. POST `{ script_id, cron, enabled, params, timezone? }`: 201 with the schedule. */
  adminSchedules: "/api/admin/schedules",
  /** GET/PATCH/DELETE (admin): one script schedule; PATCH takes any of the create fields. */
  adminSchedule: "/api/admin/schedules/:id",
  /** GET (admin): `{ runs }`, newest QA runs first with their checks. POST `{ suites?, base_url? }`: starts the QA suite, 201 `{ job: { id } }`. */
  adminQaRuns: "/api/admin/qa/runs",
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * An API path template with its `:name` parts filled in (URI-encoded):
 * `fillPath("/api/admin/jobs/:id", { id: 42 }) === "/api/admin/jobs/42"`.
 */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`fillPath: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
