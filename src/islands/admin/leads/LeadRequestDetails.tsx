import { type AdminLead, LEAD_DETAIL_FIELDS } from "../../../lib/admin/leads-api";
import { type Definition, DefinitionList, Panel } from "../ui";

/**
 * The lead detail's "As submitted" panel: what the visitor typed for the route (before it was
 * resolved to a ZIP), the vehicle to ship, and the rest of the lead payload, so nothing the
 * visitor or the sending form gave is hidden from the admin. Empty fields are left out.
 */

/** "2019 Honda Civic (running)", or "" when the visitor asked for no vehicle transport. */
export function vehicleText(lead: Pick<AdminLead, "needsAutoTransport" | "autoYear" | "autoMake" | "autoModel" | "autoCondition">): string {
  if (!lead.needsAutoTransport) return "";
  const car = [lead.autoYear, lead.autoMake, lead.autoModel]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  return lead.autoCondition.trim() ? `${car} (${lead.autoCondition.trim()})` : car;
}

export function LeadRequestDetails({ lead }: { lead: AdminLead }) {
  const rows: Definition[] = [
    ["From (typed)", lead.fromLocation.trim() || "—"],
    ["To (typed)", lead.toLocation.trim() || "—"],
    ["Vehicle", vehicleText(lead) || "None"],
  ];
  for (const { name, label } of LEAD_DETAIL_FIELDS) {
    const value = lead.details[name].trim();
    if (value) rows.push([label, value]);
  }
  return (
    <Panel title="As submitted">
      <DefinitionList items={rows} valueClassName="whitespace-pre-wrap" />
    </Panel>
  );
}
