import { useEffect, useState } from "react";
import { BACKUP_SCRIPT_RUNS, DATABASE_API, type DatabaseOverview, formatBytes } from "../../../lib/admin/database-api";
import { isJobActive, type Job } from "../../../lib/admin/jobs-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage, useAdminQuery, usePolling } from "../admin-data";
import { BUTTON, type Column, DataTable, formatDateTime, Panel, StatusBadge } from "../ui";

const LINK = "font-semibold text-brand-700 underline hover:text-brand-800";

const BACKUP_COLUMNS: Column<DatabaseOverview["backups"][number]>[] = [
  { header: "Backup", rowHeader: true, cellClassName: "font-mono text-xs break-all", cell: (backup) => backup.name },
  { header: "Made", cellClassName: "whitespace-nowrap", cell: (backup) => formatDateTime(backup.createdAt) },
  { header: "Why", cell: (backup) => backup.reason },
  { header: "Size", className: "text-right", cellClassName: "whitespace-nowrap tabular-nums", cell: (backup) => formatBytes(backup.sizeBytes) },
  {
    header: "Download",
    srOnlyHeader: true,
    cell: (backup) => (
      <a href={fillPath(DATABASE_API.backupFile, { name: backup.name })} download className={LINK}>
        Download<span className="sr-only"> {backup.name}</span>
      </a>
    ),
  },
];

/** The backup run started from this page, followed until it ends (then the list is reloaded). */
function BackupRun({ jobId, onDone }: { jobId: number; onDone: () => void }) {
  const { data: job, reload } = useAdminQuery<Job>(fillPath(API_PATHS.adminJob, { id: jobId }));
  const active = job ? isJobActive(job.status) : true;
  usePolling(active, reload, 1000);
  useEffect(() => {
    if (!active) onDone();
  }, [active, onDone]);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <a href={adminPath("scriptsRunOne", jobId)} className={LINK}>
        Backup run #{jobId}
      </a>
      {job && <StatusBadge status={job.status} />}
      {job?.status === "failed" && <span className="text-red-800">{job.error}</span>}
    </p>
  );
}

/** Kept backups with download links, "Create backup" (the backup-database script) and a fresh download. */
export function BackupsPanel({ info, onChanged }: { info: DatabaseOverview; onChanged: () => void }) {
  const [jobId, setJobId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);

  async function create() {
    setStarting(true);
    try {
      const { job } = await adminRequest<{ job: { id: number } }>(BACKUP_SCRIPT_RUNS, { method: "POST", body: { params: {} } });
      setJobId(job.id);
    } catch (e) {
      showToast({ title: "Could not start the backup", description: errorMessage(e), variant: "destructive" });
    } finally {
      setStarting(false);
    }
  }

  return (
    <Panel
      title="Backups"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <a href={DATABASE_API.freshBackup} download className={BUTTON.secondary}>
            Download a fresh backup
          </a>
          <button type="button" className={BUTTON.primary} onClick={create} disabled={starting}>
            {starting ? "Starting…" : "Create backup"}
          </button>
        </div>
      }
    >
      <p className="text-sm text-slate-600">
        Each backup is {info.backupFormat}. The newest {info.backupsKept} are kept; "Create backup" runs the backup-database script, which schedules
        can run too. A fresh download is made on the spot and not kept.
      </p>
      {jobId !== null && <BackupRun jobId={jobId} onDone={onChanged} />}
      {info.backups.length === 0 ? (
        <p className="mt-4 text-slate-700">No backups kept yet.</p>
      ) : (
        <div className="mt-4">
          <DataTable
            caption="Kept backups, newest first"
            captionStyle="note"
            columns={BACKUP_COLUMNS}
            rows={info.backups}
            rowKey={(backup) => backup.name}
          />
        </div>
      )}
    </Panel>
  );
}
