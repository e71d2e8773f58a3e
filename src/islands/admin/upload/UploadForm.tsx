import { type FormEvent, useId, useRef, useState } from "react";
import { withQuery } from "../../../client/api";
import { CSV_TEMPLATE_HREF, checkUploadFile } from "../../../lib/admin/upload-file";
import { formatUploadLimit, type UploadDetail, type UploadListResponse } from "../../../lib/admin/uploads-api";
import { API_PATHS } from "../../../lib/endpoints";
import { adminRequest, errorMessage, useAdminQuery } from "../admin-data";
import { BUTTON, LABEL, Panel } from "../ui";

/**
 * Picks a companies CSV and sends it for a preview (POST /api/admin/uploads). Size and type are
 * checked in the browser first so a wrong file fails at once; the server checks them again. The
 * size limit depends on where the site runs (6 MB on Netlify, 10 MB on a server of its own), so
 * it comes from the uploads list, which the history below reads too.
 */
export function UploadForm({ onPreview }: { onPreview: (upload: UploadDetail) => void }) {
  const maxBytes = useAdminQuery<UploadListResponse>(API_PATHS.adminUploads).data?.maxBytes;
  const limit = maxBytes === undefined ? null : formatUploadLimit(maxBytes);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = checkUploadFile(file, maxBytes);
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const upload = await adminRequest<UploadDetail>(withQuery(API_PATHS.adminUploads, { name: file.name }), {
        method: "POST",
        headers: { "Content-Type": "text/csv" },
        body: file,
      });
      onPreview(upload);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Upload a companies CSV">
      <form onSubmit={submit} noValidate>
        <label htmlFor="csv-file" className={LABEL}>
          {limit ? `CSV file (up to ${limit})` : "CSV file"}
        </label>
        <input
          ref={input}
          id="csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${errorId} csv-help`}
          onChange={() => setError(null)}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700" role={error ? "alert" : undefined}>
          {error}
        </p>
        <p id="csv-help" className="mt-2 text-sm text-slate-600">
          {limit && `Files up to ${limit}; split a larger file into several. `}
          One company per row. Required columns: name, city, state, zip. A row whose slug matches a listed company updates it; other rows add
          companies. Nothing changes until you review the preview and choose Import.{" "}
          <a href={CSV_TEMPLATE_HREF} download="companies-template.csv" className="font-semibold text-brand-700 underline">
            Download a template
          </a>
        </p>
        <button type="submit" className={`${BUTTON.primary} mt-4`} disabled={busy}>
          {busy ? "Checking the file…" : "Upload and preview"}
        </button>
      </form>
    </Panel>
  );
}
