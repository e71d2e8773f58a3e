import type { ColumnType, Generated } from "kysely";

/**
 * Table types of the run-time store (everything written while the site runs), shared by the
 * SQLite and Postgres engines. Times are ISO-8601 UTC text written by the application, so both
 * engines store and compare them the same way; flags are 0/1 integers; JSON is text.
 */

/** A millisecond epoch: `bigint` in Postgres (read back as a number), integer in SQLite. */
type Millis = number;

export interface StoreCompaniesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  logo_url: string | null;
  /** JSON array of URLs. */
  photo_urls: string;
  /** JSON array of service slugs. */
  services: string;
  rating: number | null;
  review_count: number;
  years_in_business: number | null;
  is_featured: number;
  is_in_list: number;
  /** Where new leads for this mover are POSTed (https only); null when the mover takes email only. */
  lead_webhook_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** FMCSA USDOT number (1-8 digits); null when not given. */
  usdot_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** FMCSA MC docket number, digits only; null when not given. */
  mc_number: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface QuoteSessionsTable {
  id: string;
  uuid: string;
  ip_address: string | null;
  data: string;
  created_at: string;
  /** Migration 0011_test_traffic: 1 for what the QA suite made, left out of statistics and delivery. */
  is_test: ColumnType<number, number | undefined, number>;
}

export interface MatchSetsTable {
  ping_id: string;
  lead_uuid: string;
  request: string;
  companies: string;
  created_at: string;
}

export interface LeadsTable {
  id: Generated<number>;
  public_id: string;
  lead_uuid: string;
  status: ColumnType<string, string | undefined, string>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  from_zip: string;
  from_city: string;
  from_state: string;
  from_location: string;
  to_zip: string;
  to_city: string;
  to_state: string;
  to_location: string;
  move_date: string;
  move_size: string;
  number_of_rooms: number;
  needs_auto_transport: number;
  auto_year: string;
  auto_make: string;
  auto_model: string;
  auto_condition: string;
  session_id: string;
  ping_id: string;
  ip_address: string | null;
  source: string;
  referrer: string;
  url: string;
  created_at: string;
  // Migration 0003_lead_details: the rest of the spec's lead payload, '' when not sent.
  lead_new_id: ColumnType<string, string | undefined, string>;
  sms_phone_validation: ColumnType<string, string | undefined, string>;
  sms_phone_validation_status: ColumnType<string, string | undefined, string>;
  trustedform_cert_url: ColumnType<string, string | undefined, string>;
  trustedform_token: ColumnType<string, string | undefined, string>;
  phone_verification_information: ColumnType<string, string | undefined, string>;
  phone_verification_risk_score: ColumnType<string, string | undefined, string>;
  phone_verification_phone_type: ColumnType<string, string | undefined, string>;
  moving_quote_details: ColumnType<string, string | undefined, string>;
  /** Migration 0011_test_traffic: 1 for what the QA suite made, left out of statistics and delivery. */
  is_test: ColumnType<number, number | undefined, number>;
}

export interface LeadCompaniesTable {
  lead_id: number;
  company_id: number;
  selected: number;
}

export interface FunnelEventsTable {
  id: Generated<number>;
  event: string;
  step: number | null;
  status: string | null;
  lead_uuid: string;
  session_id: string;
  created_at: string;
  /** Migration 0011_test_traffic: 1 for what the QA suite made, left out of statistics and delivery. */
  is_test: ColumnType<number, number | undefined, number>;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  /** 'warehouse', 'mover-email', 'mover-webhook', 'visitor-email' or 'owner-email'. */
  kind: string;
  /** Who the delivery goes to (an email address or a webhook URL); '' for the warehouse copy. */
  recipient: ColumnType<string, string | undefined, string>;
  company_id: number | null;
  inquiry_id: number | null;
  payload: string;
  /** 'pending', 'delivered', 'failed', 'skipped', or 'held' (mail kept because no SMTP is configured). */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface BusinessInquiriesTable {
  id: Generated<number>;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
  ip_address: string | null;
  /** 'new', 'contacted', 'won' or 'lost' (migration 0004). */
  status: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

/** An admin's note on an inquiry, with the status change it came with (both null when none). */
export interface InquiryNotesTable {
  id: Generated<number>;
  inquiry_id: number;
  author: string;
  body: string;
  status_from: string | null;
  status_to: string | null;
  created_at: string;
}

export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  /** lower(username): usernames are unique regardless of case on both engines. */
  username_key: string;
  password_hash: string;
  created_at: string;
}

export interface AdminSessionsTable {
  id: string;
  user_id: number;
  expires_at: Millis;
  revoked: ColumnType<number, number | undefined, number>;
  created_at: string;
  /** Last request seen (updated at most once a minute): the idle timeout counts from here (migration 0009). */
  last_seen_at: Millis;
}

export interface LoginAttemptsTable {
  /** 'pair:<username>|<ip>' (migration 0009). */
  key: string;
  /** Attempts counted since the last success, including those still being checked. */
  failures: number;
  locked_until: Millis;
  updated_at: Millis;
  /** The id of the attempt counted last: a request whose id is here was let through. */
  attempt_id: string;
}

/** A counter of the shared limiter: hits in the window that ends at `reset_at` (migration 0009). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Millis;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface LeadStatusHistoryTable {
  id: Generated<number>;
  lead_id: number;
  from_status: string | null;
  to_status: string;
  changed_by: string;
  note: string;
  changed_at: string;
}

export interface CsvUploadsTable {
  id: Generated<number>;
  file_name: string;
  size_bytes: number;
  content: string;
  uploaded_by: string;
  status: string;
  report: string;
  /** JSON of the report's counts, kept beside it so lists need not parse whole reports. */
  counts: string;
  job_id: number | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  status: string;
  payload: string;
  progress: ColumnType<number, number | undefined, number>;
  log: ColumnType<string, string | undefined, string>;
  error: string | null;
  created_by: string | null;
  /** The Netlify deploy a build-hook rebuild became, once a deploy event names it. */
  deploy_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  // Migration 0005_script_runs: the result summary (JSON text) and a cancel request.
  result: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One admin write: who, when, what and to what (migration 0008). */
export interface AdminAuditTable {
  id: Generated<number>;
  created_at: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  /** JSON, or null. */
  details: string | null;
}

/** Site details an admin sets for the next build, by key (migration 0008). */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_by: string;
  updated_at: string;
}

/** A cron schedule of a maintenance script (migration 0006). Times are ISO UTC text. */
export interface ScriptSchedulesTable {
  id: Generated<number>;
  script_id: string;
  cron: string;
  /** IANA time zone the expression is read in. */
  timezone: string;
  /** JSON object of the script's parameters. */
  params: string;
  enabled: number;
  /** When it runs next; null while disabled. */
  next_run_at: string | null;
  last_run_at: string | null;
  last_job_id: number | null;
  /** Why the last due run could not be started. */
  last_error: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A backup of a Postgres store: a gzipped SQL export (migration 0007; unused on SQLite). */
export interface BackupsTable {
  id: Generated<number>;
  name: string;
  reason: string;
  size_bytes: number;
  content: Uint8Array;
  created_by: string;
  created_at: string;
}

/** The one row health checks upsert to prove the store takes writes (migration 0010). */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/**
 * The company change journal (migration 0016): one row per company written, appended by triggers
 * on companies; `company_id` is null on the row that marks where the journal starts.
 */
export interface CompanyChangesTable {
  seq: Generated<number>;
  company_id: number | null;
  token: Generated<string>;
}

export interface StoreSchema {
  companies: StoreCompaniesTable;
  quote_sessions: QuoteSessionsTable;
  match_sets: MatchSetsTable;
  leads: LeadsTable;
  lead_companies: LeadCompaniesTable;
  funnel_events: FunnelEventsTable;
  outbox: OutboxTable;
  business_inquiries: BusinessInquiriesTable;
  inquiry_notes: InquiryNotesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
  lead_status_history: LeadStatusHistoryTable;
  csv_uploads: CsvUploadsTable;
  jobs: JobsTable;
  admin_audit: AdminAuditTable;
  site_settings: SiteSettingsTable;
  script_schedules: ScriptSchedulesTable;
  backups: BackupsTable;
  health_probe: HealthProbeTable;
  company_changes: CompanyChangesTable;
  qa_runs: QaRunsTable;
  qa_checks: QaChecksTable;
  seo_audit_runs: SeoAuditRunsTable;
  seo_audit_findings: SeoAuditFindingsTable;
  seo_tasks: SeoTasksTable;
}

/** QA suite runs (migration 0012); `verdict` is null while the run is under way. */
export interface QaRunsTable {
  id: Generated<number>;
  job_id: number | null;
  base_url: string;
  /** JSON array of the suites run. */
  suites: string;
  /** SHA-256 (hex) of the token the run's own requests send in X-QA-Run. */
  token_hash: string;
  started_at: string;
  finished_at: string | null;
  verdict: string | null;
  passed: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<number, number | undefined, number>;
}

/** One check of a QA run, in the order it ran. */
export interface QaChecksTable {
  id: Generated<number>;
  run_id: number;
  position: number;
  suite: string;
  name: string;
  status: string;
  duration_ms: number;
  detail: string | null;
}

/** One finished SEO audit (migration 0013); `by_code` is a JSON object code → findings. */
export interface SeoAuditRunsTable {
  id: Generated<number>;
  job_id: number | null;
  source: string;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  pages_checked: number;
  score: number;
  errors: number;
  warnings: number;
  notices: number;
  by_code: string;
}

/** One finding of an audit run (only the newest runs keep theirs). */
export interface SeoAuditFindingsTable {
  id: Generated<number>;
  run_id: number;
  page: string;
  code: string;
  severity: string;
  message: string;
}

/** One task per issue code: open, ignored or fixed (fixed when an audit no longer finds it). */
export interface SeoTasksTable {
  code: string;
  severity: string;
  status: string;
  pages: number;
  last_run_id: number | null;
  first_seen: string;
  last_seen: string;
  fixed_at: string | null;
  updated_by: string | null;
  updated_at: string;
}
