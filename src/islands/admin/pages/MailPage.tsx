import { type ReactNode, useCallback, useId } from "react";
import { withQuery } from "../../../client/api";
import { channelLabel, deliveryStatus } from "../../../lib/admin/delivery-format";
import type { AdminMailMessage, AdminMailPage } from "../../../lib/admin/mail-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { useAdminQuery } from "../admin-data";
import { ErrorPanel, formatDateTime, INPUT, LABEL, Pager, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";

/**
 * /admin/mail: every email the site queued (to movers, customers and the site owner), newest
 * first, with recipient, subject, status and the text itself. Without SMTP_URL the messages are
 * held here rather than sent, so this page is where they can be read.
 */

type MailResponse = AdminMailPage;

const STATUSES = [
  ["", "All statuses"],
  ["held", "Held (no SMTP)"],
  ["delivered", "Sent"],
  ["pending", "Sending or retrying"],
  ["failed", "Failed"],
] as const;

function Message({ m }: { m: AdminMailMessage }) {
  const status = deliveryStatus(m);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{m.subject}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone === "ok" ? "bg-green-100 text-green-900" : status.tone === "bad" ? "bg-red-100 text-red-900" : "bg-slate-200 text-slate-800"}`}
        >
          {status.label}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        To <span className="break-all">{m.to}</span> · {channelLabel(m.kind)}
        {m.replyTo && (
          <>
            {" "}
            · Reply-To <span className="break-all">{m.replyTo}</span>
          </>
        )}{" "}
        · <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
        {m.lead_id !== null && (
          <>
            {" "}
            ·{" "}
            <a
              href={adminPath("lead", m.lead_id)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              Lead #{m.lead_id}
            </a>
          </>
        )}
      </p>
      {m.last_error && m.status !== "held" && <p className="text-sm text-red-800">{m.last_error}</p>}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          Show the message
        </summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-900">{m.text}</pre>
      </details>
    </li>
  );
}

export default function MailPage() {
  const filterId = useId();
  const search = useUrlQuery();
  const status = STATUSES.some(([value]) => value === search.status) ? (search.status ?? "") : "";
  const page = /^\d{1,6}$/.test(search.page ?? "") ? Number(search.page) : 1;
  const params = { status: status || undefined, page: page > 1 ? String(page) : undefined };
  const { data, error, loading, reload } = useAdminQuery<MailResponse>(withQuery(API_PATHS.adminMail, params));
  const shown = useLastDefined(data);
  const setPage = useCallback(
    (next: number) => replaceUrlQuery({ status: status || undefined, page: next > 1 ? String(next) : undefined }),
    [status],
  );

  let results: ReactNode;
  if (error && !loading) results = <ErrorPanel error={error} onRetry={reload} />;
  else if (!shown) results = <Spinner label="Loading mail…" />;
  else if (shown.total === 0 && !loading)
    results = <p className="py-6 text-slate-700">{status ? "No messages with this status." : "No email has been queued yet."}</p>;
  else
    results = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <ul className="divide-y divide-slate-200" aria-label="Messages, newest first">
          {shown.messages.map((m) => (
            <Message key={m.id} m={m} />
          ))}
        </ul>
        <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun="messages" onPage={setPage} />
      </div>
    );

  return (
    <div className="space-y-4">
      <Panel title="Mail">
        <p className="-mt-2 mb-3 text-sm text-slate-700">
          Emails to movers, customers and the site owner, newest first. Held messages were kept because no SMTP server is configured (SMTP_URL); they
          were not sent.
        </p>
        <div className="mb-4 max-w-xs">
          <label htmlFor={filterId} className={LABEL}>
            Status
          </label>
          <select id={filterId} className={`${INPUT} mt-1`} value={status} onChange={(e) => replaceUrlQuery({ status: e.target.value || undefined })}>
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {results}
      </Panel>
    </div>
  );
}
