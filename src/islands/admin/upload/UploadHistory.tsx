import type { UploadListResponse } from "../../../lib/admin/uploads-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { useAdminQuery } from "../admin-data";
import { type Column, DataTable, ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";

const n = (v: number) => v.toLocaleString("en-US");

type Upload = UploadListResponse["uploads"][number];

function columns(onOpen: (id: number) => void): Column<Upload>[] {
  return [
    {
      header: "File",
      rowHeader: true,
      cell: (u) => (
        <button type="button" onClick={() => onOpen(u.id)} className="text-left font-semibold text-brand-700 hover:underline">
          {u.fileName}
        </button>
      ),
    },
    { header: "Status", cell: (u) => <StatusBadge status={u.status} /> },
    {
      header: "Add / update / unchanged / invalid",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (u) => `${n(u.counts.add)} / ${n(u.counts.update)} / ${n(u.counts.unchanged)} / ${n(u.counts.invalid)}`,
    },
    { header: "Uploaded", cellClassName: "whitespace-nowrap", cell: (u) => `${formatDateTime(u.createdAt)} by ${u.uploadedBy}` },
    {
      header: "Original",
      cell: (u) => (
        <a
          href={fillPath(API_PATHS.adminUploadFile, { id: u.id })}
          download
          className="text-brand-700 hover:underline"
          aria-label={`Download ${u.fileName}`}
        >
          Download
        </a>
      ),
    },
  ];
}

/** The uploads history: every file kept with its outcome, a link to its report and the original file. */
export function UploadHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const { data, error, loading, reload } = useAdminQuery<UploadListResponse>(API_PATHS.adminUploads);
  return (
    <Panel title="Upload history">
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Spinner label="Loading uploads…" />
      ) : !data || data.uploads.length === 0 ? (
        <p className="text-sm text-slate-600">No uploads yet.</p>
      ) : (
        <DataTable caption="The 50 latest uploads, newest first" columns={columns(onOpen)} rows={data.uploads} rowKey={(u) => u.id} />
      )}
    </Panel>
  );
}
