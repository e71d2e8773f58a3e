import { API_PATHS, fillPath } from "../../../client/endpoints";
import type { UploadListResponse } from "../../../lib/admin/uploads";
import { useAdminQuery } from "../admin-data";
import { ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";

const n = (v: number) => v.toLocaleString("en-US");

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The 50 latest uploads, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">File</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Status</th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">Add / update / unchanged / invalid</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Uploaded</th>
                <th scope="col" className="py-2 font-semibold">Original</th>
              </tr>
            </thead>
            <tbody>
              {data.uploads.map((u) => (
                <tr key={u.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <button type="button" onClick={() => onOpen(u.id)} className="text-left font-semibold text-brand-700 hover:underline">
                      {u.fileName}
                    </button>
                  </th>
                  <td className="py-2 pr-4">
                    <StatusBadge status={u.status} />
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {n(u.counts.add)} / {n(u.counts.update)} / {n(u.counts.unchanged)} / {n(u.counts.invalid)}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatDateTime(u.createdAt)} by {u.uploadedBy}
                  </td>
                  <td className="py-2">
                    <a href={fillPath(API_PATHS.adminUploadFile, { id: u.id })} download className="text-brand-700 hover:underline" aria-label={`Download ${u.fileName}`}>
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
