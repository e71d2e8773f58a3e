import { formatMoveDate, leadName, moveRoute, moveSizeText } from "../../../lib/admin/lead-format";
import { deliverySummaryText } from "../../../lib/admin/delivery-format";
import type { AdminLeadListItem } from "../../../server/db/admin-leads";
import { formatDateTime, StatusBadge } from "../ui";

const TH = "px-3 py-2 text-left font-semibold text-slate-800";
const TD = "px-3 py-2 align-top text-slate-800";

/** One page of leads, newest first; each name opens the lead. Scrolls sideways on narrow screens. */
export function LeadsTable({ leads }: { leads: AdminLeadListItem[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Leads matching the filters, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Received
            </th>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={TH}>
              Move
            </th>
            <th scope="col" className={TH}>
              Move date
            </th>
            <th scope="col" className={TH}>
              Size
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              Deliveries
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leads.map((lead) => (
            <tr key={lead.id} className="hover:bg-slate-50">
              <td className={`${TD} whitespace-nowrap`}>
                <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
              </td>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <a
                  href={`/admin/leads/${lead.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {leadName(lead)}
                </a>
                <div className="text-xs text-slate-600">{lead.publicId}</div>
              </th>
              <td className={TD}>{moveRoute(lead)}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatMoveDate(lead.moveDate)}</td>
              <td className={`${TD} whitespace-nowrap`}>{moveSizeText(lead.moveSize, lead.numberOfRooms)}</td>
              <td className={TD}>
                <StatusBadge status={lead.status} />
              </td>
              <DeliveryCell lead={lead} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "2 of 3 sent"; a lead with a failed delivery is marked in red so it stands out in the list. */
function DeliveryCell({ lead }: { lead: AdminLeadListItem }) {
  const summary = deliverySummaryText(lead.deliveries);
  return <td className={`${TD} whitespace-nowrap ${summary.failed ? "font-semibold text-red-800" : ""}`}>{summary.text}</td>;
}
