import type { ReactNode } from "react";
import { ApiError } from "../../../client/api";
import { API_PATHS, fillPath } from "../../../client/endpoints";
import { formatMoveDate, leadName, moveSizeText, placeWithZip } from "../../../lib/admin/lead-format";
import { formatUsPhone, plural, telHref } from "../../../lib/format";
import type { LeadStatus } from "../../../lib/leads/pipeline";
import type { AdminLeadCompany, AdminLeadDetail } from "../../../server/db/admin-leads";
import { useAdminQuery } from "../admin-data";
import { LeadDeliveries } from "../leads/LeadDeliveries";
import { LeadHistory } from "../leads/LeadHistory";
import { LeadRequestDetails } from "../leads/LeadRequestDetails";
import { LeadStatusForm } from "../leads/LeadStatusForm";
import { ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";

/**
 * /admin/leads/:id: one quote request: contact, move, source, the companies it was matched
 * with (and which the visitor picked), what was sent to them and the customer (with Resend), the
 * status control and the status history.
 */

type LeadResponse = AdminLeadDetail & { nextStatuses: LeadStatus[] };

const LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

function BackLink() {
  return (
    <a href="/admin/leads" className={`${LINK} inline-block`}>
      <span aria-hidden="true">← </span>Back to leads
    </a>
  );
}

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Phone({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className={LINK}>
      {formatUsPhone(phone)}
    </a>
  ) : (
    <span>{phone || "—"}</span>
  );
}

function Companies({ companies }: { companies: AdminLeadCompany[] }) {
  if (companies.length === 0) return <p className="text-sm text-slate-700">No companies were matched with this lead.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {companies.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div>
            {c.slug === null ? (
              // The company was deleted since: no profile to link to.
              <span className="text-slate-700">{c.name}</span>
            ) : (
              <a href={`/company/${c.slug}`} target="_blank" rel="noopener" className={LINK}>
                {c.name}
                <span className="sr-only"> (public profile, opens in a new tab)</span>
              </a>
            )}
            {c.city !== null && (
              <span className="text-sm text-slate-700">
                {" "}
                · {c.city}, {c.state}
              </span>
            )}
          </div>
          {c.selected && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Selected by customer</span>}
        </li>
      ))}
    </ul>
  );
}

function NotFoundPanel() {
  return (
    <Panel title="Lead not found">
      <p className="text-slate-700">There is no lead with this number. It may have been typed wrong.</p>
      <div className="mt-3">
        <BackLink />
      </div>
    </Panel>
  );
}

export default function LeadDetailPage({ id }: { id: string }) {
  const valid = /^\d{1,12}$/.test(id);
  const { data: lead, error, loading, reload } = useAdminQuery<LeadResponse>(valid ? fillPath(API_PATHS.adminLead, { id }) : null);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFoundPanel />;
  if (error && !lead) return <ErrorPanel error={error} onRetry={reload} />;
  if (!lead) return <Spinner label={loading ? "Loading the lead…" : "Loading…"} />;

  const selected = lead.companies.filter((c) => c.selected).length;
  return (
    <div className="space-y-4">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{leadName(lead)}</h2>
        <StatusBadge status={lead.status} />
        <span className="text-sm text-slate-700">{lead.publicId}</span>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Panel title="Contact">
            <Details
              rows={[
                ["Name", leadName(lead)],
                [
                  "Email",
                  <a key="email" href={`mailto:${lead.email}`} className={LINK}>
                    {lead.email}
                  </a>,
                ],
                ["Phone", <Phone key="phone" phone={lead.phone} />],
              ]}
            />
          </Panel>
          <Panel title="Move">
            <Details
              rows={[
                ["From", placeWithZip(lead.fromCity, lead.fromState, lead.fromZip)],
                ["To", placeWithZip(lead.toCity, lead.toState, lead.toZip)],
                ["Move date", formatMoveDate(lead.moveDate)],
                ["Size", moveSizeText(lead.moveSize, lead.numberOfRooms)],
                ["Auto transport", lead.needsAutoTransport ? "Yes" : "No"],
                ["Source", lead.source || "—"],
                ["Received", <time key="received" dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>],
              ]}
            />
          </Panel>
          <LeadRequestDetails lead={lead} />
          <Panel title="Matched companies">
            {lead.companies.length > 0 && (
              <p className="-mt-2 mb-2 text-sm text-slate-700">
                {plural(lead.companies.length, "company", "companies")} matched; {selected} selected by the customer.
              </p>
            )}
            <Companies companies={lead.companies} />
          </Panel>
          <Panel title="Deliveries">
            <LeadDeliveries leadId={lead.id} deliveries={lead.deliveries} onDone={reload} />
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Status">
            <LeadStatusForm key={lead.status} leadId={lead.id} status={lead.status} nextStatuses={lead.nextStatuses} onDone={reload} />
          </Panel>
          <Panel title="History">
            <LeadHistory history={lead.history} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
