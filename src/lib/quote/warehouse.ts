import { LEAD_FIELD_LIST } from "../leads/fields";
import type { LeadSubmission } from "./lead-payload";

/**
 * The lead copy for the data warehouse: the lead_* form fields named in the lead field table,
 * written as the warehouse reads them (the move date MM/DD/YYYY, flags 1/0), plus what only the server knows.
 * The confirmation id (`lead_mmex_lead_id`) is added when the lead is stored.
 */
export function warehousePayload(lead: LeadSubmission, meta: { ipAddress: string | null }): Record<string, string> {
  const copy: Record<string, string> = {
    lead_ip_address: meta.ipAddress ?? "",
    lead_from_country: "US",
    lead_to_country: "US",
    lead_comments: lead.needs_auto_transport ? `Auto transport: ${lead.auto_year} ${lead.auto_make} ${lead.auto_model} (${lead.auto_condition})` : "",
  };
  for (const f of LEAD_FIELD_LIST) {
    if (!f.warehouse) continue;
    const raw = lead[f.name];
    const value = typeof raw === "boolean" ? (raw ? "1" : "0") : String(raw);
    copy[f.warehouse] = f.toWarehouse ? f.toWarehouse(value) : value;
  }
  return copy;
}
