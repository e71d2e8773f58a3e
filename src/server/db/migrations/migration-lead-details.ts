import type { Migration } from "kysely";
import type { AnyDb } from "./migration-kit";

/**
 * The lead payload's fields that were accepted but not kept, one text column each,
 * empty by default so leads stored before this migration read as "not sent".
 */
export const LEAD_DETAIL_COLUMNS = [
  "lead_new_id",
  "sms_phone_validation",
  "sms_phone_validation_status",
  "trustedform_cert_url",
  "trustedform_token",
  "phone_verification_information",
  "phone_verification_risk_score",
  "phone_verification_phone_type",
  "moving_quote_details",
] as const;

/**
 * Migration 0003_lead_details: adds LEAD_DETAIL_COLUMNS to `leads`. One ALTER per column, since
 * SQLite adds a single column per statement; the same statements run on Postgres.
 */
export function leadDetails(): Migration {
  return {
    async up(db: AnyDb) {
      for (const column of LEAD_DETAIL_COLUMNS) {
        await db.schema
          .alterTable("leads")
          .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
          .execute();
      }
    },
  };
}

export type LeadDetailColumn = (typeof LEAD_DETAIL_COLUMNS)[number];

/** The detail columns' values of a lead: the payload fields of the same names. */
export function leadDetailValues(lead: Record<LeadDetailColumn, string>): Record<LeadDetailColumn, string> {
  return Object.fromEntries(LEAD_DETAIL_COLUMNS.map((c) => [c, lead[c]])) as Record<LeadDetailColumn, string>;
}
