import { useState } from "react";
import type { UploadDetail, UploadImportResponse } from "../../../lib/admin/uploads-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest } from "../admin-data";
import { BUTTON, ConfirmDialog, formatDateTime, Panel, StatusBadge } from "../ui";
import { useAdminAction } from "../use-admin-action";
import { RebuildStatus } from "./RebuildStatus";
import { AddedRows, InvalidRows, UpdatedRows } from "./ReportTables";

const n = (v: number) => v.toLocaleString("en-US");

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`rounded-lg border p-3 ${tone}`}>
      <p className="text-sm font-medium">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{n(value)}</p>
    </div>
  );
}

/**
 * An upload's report: what importing would do (or did), with Import and Cancel while it is a
 * preview. Import asks for confirmation first, then shows the rebuild job it queued.
 */
export function UploadPreview({ upload, onChange, onClose }: { upload: UploadDetail; onChange: (u: UploadDetail) => void; onClose: () => void }) {
  const { busy, run } = useAdminAction<"import" | "cancel">();
  const [confirming, setConfirming] = useState(false);
  const { report, counts } = upload;
  const writes = counts.add + counts.update;

  const runImport = () =>
    run(
      "import",
      "Import failed",
      async () => {
        const result = await adminRequest<UploadImportResponse>(fillPath(API_PATHS.adminUploadImport, { id: upload.id }), { method: "POST" });
        const done = result.upload.report.imported;
        showToast({
          title: "Import complete",
          description: `${n(done?.inserted ?? 0)} added, ${n(done?.updated ?? 0)} updated. The site is being rebuilt (job #${result.jobId}).`,
        });
        onChange(result.upload);
      },
      () => setConfirming(false),
    );

  const cancel = () =>
    run("cancel", "Could not cancel the upload", async () => {
      const result = await adminRequest<UploadDetail>(fillPath(API_PATHS.adminUploadCancel, { id: upload.id }), { method: "POST" });
      showToast({ title: "Upload cancelled", description: `${upload.fileName}: nothing was imported.` });
      onChange(result);
      onClose();
    });

  return (
    <Panel title={upload.status === "previewed" ? "Preview" : "Upload report"} actions={<StatusBadge status={upload.status} />}>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{upload.fileName}</span> · {n(report.totalRows)} rows · {(upload.sizeBytes / 1024).toFixed(1)} KB · uploaded
        by {upload.uploadedBy} {formatDateTime(upload.createdAt)}
      </p>

      {report.fileError && (
        <p className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
          This file cannot be imported: {report.fileError}
        </p>
      )}
      {report.failure && (
        <p className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
          The import failed and nothing was changed: {report.failure}
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label="To add" value={counts.add} tone="border-green-300 bg-green-50 text-green-900" />
        <Count label="To update" value={counts.update} tone="border-blue-300 bg-blue-50 text-blue-900" />
        <Count label="Unchanged" value={counts.unchanged} tone="border-slate-300 bg-slate-50 text-slate-900" />
        <Count label="Invalid rows" value={counts.invalid} tone="border-red-300 bg-red-50 text-red-900" />
      </div>

      {upload.status === "previewed" && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button type="button" className={BUTTON.primary} disabled={!upload.canImport || busy !== null} onClick={() => setConfirming(true)}>
            {busy === "import" ? "Importing…" : `Import ${n(writes)} ${writes === 1 ? "row" : "rows"}`}
          </button>
          <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={cancel}>
            {busy === "cancel" ? "Cancelling…" : "Cancel"}
          </button>
          {!upload.canImport && !report.fileError && <p className="text-sm text-slate-700">Nothing to import: no row adds or changes a company.</p>}
        </div>
      )}

      {report.imported && (
        <div className="mt-6 space-y-2">
          <p className="text-sm text-slate-800">
            Imported {formatDateTime(report.imported.at)}: {n(report.imported.inserted)} added, {n(report.imported.updated)} updated.
          </p>
          <RebuildStatus jobId={report.imported.jobId} />
        </div>
      )}

      <div className="mt-6 space-y-6">
        <InvalidRows report={report} />
        <AddedRows report={report} />
        <UpdatedRows report={report} />
      </div>

      <ConfirmDialog
        title="Import these rows?"
        message={
          <p>
            {n(counts.add)} companies will be added and {n(counts.update)} updated in one step
            {counts.invalid > 0 ? `; ${n(counts.invalid)} invalid rows are skipped` : ""}. The public site is rebuilt afterwards.
          </p>
        }
        confirmLabel="Import"
        open={confirming}
        busy={busy === "import"}
        onConfirm={runImport}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
