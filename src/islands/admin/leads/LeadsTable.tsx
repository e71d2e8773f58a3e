import { deliverySummaryText } from "../../../lib/admin/delivery-format";
import { leadName, moveDateLabel, moveRoute, moveSizeText } from "../../../lib/admin/lead-format";
import type { AdminLeadListItem } from "../../../lib/admin/leads-api";
import { adminPath } from "../../../lib/admin-paths";
import { type Column, DataTable, DateTime, LINK, StatusBadge } from "../ui";

const COLUMNS: Column<AdminLeadListItem>[] = [
  { header: "Received", cellClassName: "whitespace-nowrap", cell: (lead) => <DateTime iso={lead.createdAt} /> },
  {
    header: "Name",
    rowHeader: true,
    cell: (lead) => (
      <>
        <a href={adminPath("lead", lead.id)} className={LINK}>
          {leadName(lead)}
        </a>
        <div className="text-xs text-slate-600">{lead.publicId}</div>
      </>
    ),
  },
  { header: "Move", cell: moveRoute },
  { header: "Move date", cellClassName: "whitespace-nowrap", cell: (lead) => moveDateLabel(lead.moveDate) },
  { header: "Size", cellClassName: "whitespace-nowrap", cell: (lead) => moveSizeText(lead.moveSize, lead.numberOfRooms) },
  { header: "Status", cell: (lead) => <StatusBadge status={lead.status} /> },
  { header: "Deliveries", cellClassName: "whitespace-nowrap", cell: (lead) => <DeliveryCell lead={lead} /> },
];

/** One page of leads, newest first; each name opens the lead. Scrolls sideways on narrow screens. */
export function LeadsTable({ leads }: { leads: AdminLeadListItem[] }) {
  return (
    <DataTable
      look="banded"
      tableClassName="min-w-[56rem]"
      rowClassName="hover:bg-slate-50"
      caption="Leads matching the filters, newest first"
      columns={COLUMNS}
      rows={leads}
      rowKey={(lead) => lead.id}
    />
  );
}

/** "2 of 3 sent"; a lead with a failed delivery is marked in red so it stands out in the list. */
function DeliveryCell({ lead }: { lead: AdminLeadListItem }) {
  const summary = deliverySummaryText(lead.deliveries);
  return <span className={summary.failed ? "font-semibold text-red-800" : undefined}>{summary.text}</span>;
}
