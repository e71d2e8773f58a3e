import type { LeadSubmission } from "./lead-payload";

/**
 * The lead copy for the data warehouse (spec 7.1): the lead_* form fields. The confirmation id
 * (`lead_mmex_lead_id`) is added when the lead is stored.
 */
export function warehousePayload(lead: LeadSubmission, meta: { ipAddress: string | null }): Record<string, string> {
  return {
    lead_uuid: lead.lead_uuid,
    lead_ip_address: meta.ipAddress ?? "",
    lead_origin: lead.url,
    lead_ref: lead.referrer,
    lead_first_name: lead.first_name,
    lead_last_name: lead.last_name,
    lead_email: lead.email_address,
    lead_phone: lead.phone_number,
    lead_from_zip: lead.from_zip,
    lead_from_city: lead.from_city,
    lead_from_state: lead.from_state,
    lead_from_location: lead.from_location,
    lead_from_country: "US",
    lead_to_zip: lead.to_zip,
    lead_to_city: lead.to_city,
    lead_to_state: lead.to_state,
    lead_to_location: lead.to_location,
    lead_to_country: "US",
    lead_size: lead.move_size,
    lead_move_date: lead.move_date,
    lead_comments: lead.needs_auto_transport === "1" ? `Auto transport: ${lead.auto_year} ${lead.auto_make} ${lead.auto_model} (${lead.auto_condition})` : "",
    lead_sms_phone_validation: lead.sms_phone_validation || "1",
    website: lead.website,
    version: lead.website_version,
    lead_sms_phone_validation_status: lead.sms_phone_validation_status,
    certificate_url: lead.trustedform_cert_url,
    certificate_token: lead.trustedform_token,
  };
}
