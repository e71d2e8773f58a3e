import { z } from "zod";

/**
 * The admin CSV upload API (`/api/admin/uploads*`): the request's query schema, response types
 * and limits, shared by the functions, the use cases and the admin islands.
 */

/** Longest file name an upload may have. */
export const MAX_UPLOAD_NAME = 200;

/** A CSV file's name ends in .csv (any case). */
export const CSV_FILE_NAME = /\.csv$/i;

const hasControlCharacter = (name: string) => [...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);

/** `POST /api/admin/uploads?name=<file.csv>`: the file's name as the admin chose it. */
export const uploadQuerySchema = z.object({
  name: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(MAX_UPLOAD_NAME, `must be at most ${MAX_UPLOAD_NAME} characters`)
    .refine((n) => CSV_FILE_NAME.test(n), "must end in .csv")
    .refine((n) => !hasControlCharacter(n), "must not contain control characters"),
});

/** An upload's lifecycle: previewed → imported | cancelled | failed. */
export type UploadStatus = "previewed" | "imported" | "cancelled" | "failed";

/** A CSV row that names a company: its spreadsheet row number (header = row 1) and identity. */
export interface UploadRowRef {
  row: number;
  slug: string;
  name: string;
  city: string;
  state: string;
}

/** A row that would change a stored company, with the CSV columns whose values differ. */
export interface UploadUpdateRow extends UploadRowRef {
  changedColumns: string[];
}

/** One problem: `row` 1 is the header, 0 the whole file. */
export interface UploadRowError {
  row: number;
  column: string;
  message: string;
}

/** What importing the file would do (the preview), and what the import did. */
export interface UploadReport {
  /** Data rows in the file (header excluded). */
  totalRows: number;
  /** Exact counts; `invalid` = distinct data rows with at least one error (file-level errors count 0 rows). */
  counts: { add: number; update: number; unchanged: number; invalid: number };
  /** At most MAX_REPORT_ROWS entries. */
  add: UploadRowRef[];
  /** At most MAX_REPORT_ROWS entries. */
  update: UploadUpdateRow[];
  /** Every error, at most MAX_REPORT_ERRORS entries. */
  invalid: UploadRowError[];
  /** True when any list was capped. */
  truncated: boolean;
  /** A problem with the file as a whole (e.g. a missing required column): nothing can be imported. */
  fileError: string | null;
  imported: { inserted: number; updated: number; at: string; jobId: number } | null;
  /** Why an import failed (status 'failed'). */
  failure: string | null;
}

/** An upload in lists. `jobId` is the 'rebuild-site' job its import queued. */
export interface UploadSummary {
  id: number;
  fileName: string;
  sizeBytes: number;
  uploadedBy: string;
  status: UploadStatus;
  createdAt: string;
  finishedAt: string | null;
  counts: UploadReport["counts"];
  jobId: number | null;
}

/** One upload with its full report; `canImport`: previewed, no fileError, add + update > 0. */
export interface UploadDetail extends UploadSummary {
  report: UploadReport;
  canImport: boolean;
}

/** `GET /api/admin/uploads`: the newest uploads and the largest file this deployment accepts. */
export interface UploadListResponse {
  uploads: UploadSummary[];
  /** Bytes; the upload form checks files against it before sending them. */
  maxBytes: number;
}

/** `POST /api/admin/uploads/:id/import`. */
export interface UploadImportResponse {
  upload: UploadDetail;
  jobId: number;
}

/**
 * Largest accepted upload. Netlify refuses request bodies over 6 MB before a function runs, so
 * there the limit stays a little under it, leaving room for the request line and headers; a
 * server of our own takes 10 MB.
 */
export const UPLOAD_LIMIT_BYTES = { netlify: 6_000_000, selfHosted: 10 * 1024 * 1024 } as const;

/** A limit as people read it: whole megabytes ("6 MB", "10 MB"). */
export function formatUploadLimit(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1_000_000))} MB`;
}

/** The 413 answer to a file over the limit, naming the limit and what to do. */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `file: must be at most ${formatUploadLimit(maxBytes)} (split it into smaller files)`;
}

/** Cap of the `add` and `update` lists of a report. */
export const MAX_REPORT_ROWS = 500;

/** Cap of the `invalid` list of a report. */
export const MAX_REPORT_ERRORS = 1000;
