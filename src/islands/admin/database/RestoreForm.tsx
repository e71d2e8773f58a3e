import { type FormEvent, useRef, useState } from "react";
import { withQuery } from "../../../client/api";
import { DATABASE_API, type DatabaseOverview, formatBytes, RESTORE_CONFIRMATION, type RestoreResult } from "../../../lib/admin/database-api";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, INPUT, LABEL, Panel } from "../ui";

/** The file as it is sent: gzipped in the browser when it can (a database shrinks several times). */
async function compressed(file: File): Promise<Blob> {
  if (typeof CompressionStream === "undefined") return file;
  return new Response(file.stream().pipeThrough(new CompressionStream("gzip"))).blob();
}

const stripPrefix = (message: string) => message.replace(/^API Error: /, "");

/**
 * Restore from an uploaded backup (SQLite): a backup file and the typed word RESTORE. The server
 * validates the file first (a refused one changes nothing) and backs up the live database before
 * swapping the upload in.
 */
export function RestoreForm({ info, onRestored }: { info: DatabaseOverview; onRestored: () => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ file?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RestoreResult | null>(null);

  if (!info.restoreSupported) {
    return (
      <Panel title="Restore">
        <p className="text-sm text-slate-700">
          Restoring from an upload works on the SQLite store only. A Postgres backup is a SQL script: run <code>npm run db:migrate</code> against an
          empty database, then load the file with <code>gunzip -c backup.sql.gz | psql "$DATABASE_URL" -v ON_ERROR_STOP=1</code>.
        </p>
      </Panel>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const found: typeof errors = {};
    if (!file) found.file = "Choose a backup file (.db)";
    if (confirm !== RESTORE_CONFIRMATION) found.confirm = `Type ${RESTORE_CONFIRMATION} in capitals to confirm`;
    setErrors(found);
    setDone(null);
    if (found.file || found.confirm || !file) {
      (found.file ? fileInput : confirmInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = await compressed(file);
      if (body.size > info.restoreMaxBytes) {
        setErrors({
          file: `The file is too large to upload here (${formatBytes(body.size)} compressed; the limit is ${formatBytes(info.restoreMaxBytes)})`,
        });
        fileInput.current?.focus();
        return;
      }
      const result = await adminRequest<RestoreResult>(withQuery(DATABASE_API.restore, { confirm }), {
        method: "POST",
        headers: { "Content-Type": "application/octet-stream" },
        body,
      });
      setDone(result);
      setConfirm("");
      if (fileInput.current) fileInput.current.value = "";
      showToast({ title: "Database restored", description: `The previous database is kept as ${result.preRestoreBackup}.` });
      onRestored();
    } catch (e) {
      setErrors({ file: stripPrefix(errorMessage(e)) });
      fileInput.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Restore from a backup">
      <p className="text-sm text-slate-700">
        Replaces the whole run-time database (leads, companies, admin accounts and sessions) with the backup. The file is checked first and nothing
        changes if it is refused; the current database is backed up automatically before the swap. Anyone signed in may have to sign in again.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor="restore-file" className={LABEL}>
            Backup file
          </label>
          <input
            ref={fileInput}
            id="restore-file"
            type="file"
            accept=".db,.sqlite,.sqlite3,application/vnd.sqlite3"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby="restore-file-error"
            onChange={() => setErrors((e) => ({ ...e, file: undefined }))}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id="restore-file-error" className="mt-1 text-sm font-medium text-red-700" role={errors.file ? "alert" : undefined}>
            {errors.file}
          </p>
        </div>
        <div className="max-w-xs">
          <label htmlFor="restore-confirm" className={LABEL}>
            Type {RESTORE_CONFIRMATION} to confirm
          </label>
          <input
            ref={confirmInput}
            id="restore-confirm"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby="restore-confirm-error"
            className={`${INPUT} mt-1`}
          />
          <p id="restore-confirm-error" className="mt-1 text-sm font-medium text-red-700" role={errors.confirm ? "alert" : undefined}>
            {errors.confirm}
          </p>
        </div>
        <button type="submit" className={BUTTON.danger} disabled={busy}>
          {busy ? "Checking and restoring…" : "Restore database"}
        </button>
      </form>
      {done && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          Restored. The database as it was before is kept as <span className="font-mono break-all">{done.preRestoreBackup}</span>
          {done.migrated.length > 0 && <> (the backup was brought up to date with {done.migrated.join(", ")})</>}.
        </p>
      )}
    </Panel>
  );
}
