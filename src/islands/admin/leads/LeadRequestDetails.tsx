import type { AdminLead } from "../../../server/db/admin-leads";
import type { LeadDetailColumn } from "../../../server/db/migration-lead-details";
import { Panel } from "../ui";

/**
 * The lead detail's "As submitted" panel: what the visitor typed for the route (before it was
 * resolved to a ZIP), the vehicle to ship, and the rest of the lead payload, so nothing the
 * visitor or the sending form gave is hidden from the admin. Empty fields are left out.
 */

const DETAIL_LABELS: Record<LeadDetailColumn, string> = {
  moving_quote_details: "Quote details",
  lead_new_id: "New lead id",
  sms_phone_validation: "SMS phone validation",
  sms_phone_validation_status: "SMS validation status",
  trustedform_cert_url: "Certificate URL",
  trustedform_token: "Certificate token",
  phone_verification_information: "Phone verification",
  phone_verification_risk_score: "Phone risk score",
  phone_verification_phone_type: "Phone type",
};

type Row = [string, string];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "2019 Honda Civic (running)", or "" when the visitor asked for no vehicle transport. */
export function vehicleText(lead: Pick<AdminLead, "needsAutoTransport" | "autoYear" | "autoMake" | "autoModel" | "autoCondition">): string {
  if (!lead.needsAutoTransport) return "";
  const car = [lead.autoYear, lead.autoMake, lead.autoModel].map((s) => s.trim()).filter(Boolean).join(" ");
  return lead.autoCondition.trim() ? `${car} (${lead.autoCondition.trim()})` : car;
}

export function LeadRequestDetails({ lead }: { lead: AdminLead }) {
  const rows: Row[] = [
    ["From (typed)", lead.fromLocation.trim() || "—"],
    ["To (typed)", lead.toLocation.trim() || "—"],
    ["Vehicle", vehicleText(lead) || "None"],
  ];
  for (const [column, label] of Object.entries(DETAIL_LABELS) as Array<[LeadDetailColumn, string]>) {
    const value = lead.details[column].trim();
    if (value) rows.push([label, value]);
  }
  return (
    <Panel title="As submitted">
      <Rows rows={rows} />
    </Panel>
  );
}
