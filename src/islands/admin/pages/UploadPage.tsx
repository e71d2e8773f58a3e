import { ApiError } from "../../../client/api";
import type { UploadDetail } from "../../../lib/admin/uploads-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { adminCache, useAdminQuery } from "../admin-data";
import { navigate } from "../router";
import { ErrorPanel, Spinner } from "../ui";
import { UploadForm } from "../upload/UploadForm";
import { UploadHistory } from "../upload/UploadHistory";
import { UploadPreview } from "../upload/UploadPreview";
import { useUrlQuery } from "../url-query";

/**
 * CSV Upload: choose a file → preview (add / update / unchanged / invalid) → Import or Cancel →
 * the site rebuild it queued. The open report's id is in the URL (?id=), so a reload keeps it.
 */
export default function UploadPage() {
  const search = useUrlQuery();
  const id = /^\d{1,12}$/.test(search.id ?? "") ? search.id : null;
  const { data, error, loading, reload } = useAdminQuery<UploadDetail>(id ? fillPath(API_PATHS.adminUpload, { id }) : null);

  const open = (uploadId: number | null) => navigate(uploadId === null ? "/admin/upload" : `/admin/upload?id=${uploadId}`, true);
  const changed = (upload: UploadDetail) => {
    adminCache.mutateCache(fillPath(API_PATHS.adminUpload, { id: upload.id }), upload);
    adminCache.invalidateKeys((key) => key.startsWith(API_PATHS.adminUploads));
    open(upload.id);
  };

  return (
    <div className="space-y-6">
      {id === null ? (
        <UploadForm onPreview={changed} />
      ) : error instanceof ApiError && error.status === 404 ? (
        <ErrorPanel error={new Error(`There is no upload #${id}.`)} onRetry={() => open(null)} />
      ) : error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : loading || !data ? (
        <Spinner label="Loading the report…" />
      ) : (
        <>
          <UploadPreview upload={data} onChange={changed} onClose={() => open(null)} />
          {data.status !== "previewed" && (
            <button type="button" onClick={() => open(null)} className="text-sm font-semibold text-brand-700 hover:underline">
              Upload another file
            </button>
          )}
        </>
      )}
      <UploadHistory onOpen={open} />
    </div>
  );
}
