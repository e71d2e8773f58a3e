import { leadName, moveDateLabel, moveSizeText, placeWithZip } from "../../../lib/admin/lead-format";
import type { AdminLeadCompany, LeadView } from "../../../lib/admin/leads-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { plural } from "../../../lib/format";
import { companyProfilePath } from "../../../lib/routes";
import { LeadDeliveries } from "../leads/LeadDeliveries";
import { LeadHistory } from "../leads/LeadHistory";
import { LeadRequestDetails } from "../leads/LeadRequestDetails";
import { LeadStatusForm } from "../leads/LeadStatusForm";
import { RecordPage, type RecordSections } from "../RecordPage";
import { DateTime, DefinitionList, EmailLink, LINK, Panel, PhoneLink, StatusBadge } from "../ui";

/**
 * /admin/leads/:id: one quote request: contact, move, source, the companies it was matched
 * with (and which the visitor picked), what was sent to them and the customer (with Resend), the
 * status control and the status history.
 */

type LeadResponse = LeadView;

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
              <a href={companyProfilePath(c.slug)} target="_blank" rel="noopener" className={LINK}>
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

export default function LeadDetailPage({ id }: { id: string }) {
  return (
    <RecordPage<LeadResponse> id={id} path={API_PATHS.adminLead} noun="lead" plural="leads" listHref={adminPath("leads")} sections={leadSections} />
  );
}

function leadSections(lead: LeadResponse, reload: () => void): RecordSections {
  const selected = lead.companies.filter((c) => c.selected).length;
  return {
    header: (
      <>
        <h2 className="text-xl font-semibold text-slate-900">{leadName(lead)}</h2>
        <StatusBadge status={lead.status} />
        <span className="text-sm text-slate-700">{lead.publicId}</span>
      </>
    ),
    main: (
      <>
        <Panel title="Contact">
          <DefinitionList
            items={[
              ["Name", leadName(lead)],
              ["Email", <EmailLink key="email" email={lead.email} />],
              ["Phone", <PhoneLink key="phone" phone={lead.phone} missing="—" />],
            ]}
          />
        </Panel>
        <Panel title="Move">
          <DefinitionList
            items={[
              ["From", placeWithZip(lead.fromCity, lead.fromState, lead.fromZip)],
              ["To", placeWithZip(lead.toCity, lead.toState, lead.toZip)],
              ["Move date", moveDateLabel(lead.moveDate)],
              ["Size", moveSizeText(lead.moveSize, lead.numberOfRooms)],
              ["Auto transport", lead.needsAutoTransport ? "Yes" : "No"],
              ["Source", lead.source || "—"],
              ["Received", <DateTime key="received" iso={lead.createdAt} />],
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
      </>
    ),
    side: (
      <>
        <Panel title="Status">
          <LeadStatusForm key={lead.status} leadId={lead.id} status={lead.status} nextStatuses={lead.nextStatuses} onDone={reload} />
        </Panel>
        <Panel title="History">
          <LeadHistory history={lead.history} />
        </Panel>
      </>
    ),
  };
}
