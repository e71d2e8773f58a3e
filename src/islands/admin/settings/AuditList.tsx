import { type AuditEntry, auditActionLabel } from "../../../lib/admin/audit-api";
import { formatDateTime } from "../ui";

/** One page of audit entries, newest first, as rows that wrap on a phone. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200" aria-label="Audit entries, newest first">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr]">
          <time dateTime={e.createdAt} className="text-slate-700">
            {formatDateTime(e.createdAt)}
          </time>
          <div className="min-w-0">
            <p className="break-words text-slate-900">
              <span className="font-semibold">{e.actor}</span> · {auditActionLabel(e.action)}
            </p>
            <p className="break-words text-slate-700">{e.summary}</p>
            <p className="text-xs text-slate-600">
              {e.targetType}
              {e.targetId !== null && ` #${e.targetId}`} · <code>{e.action}</code>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
