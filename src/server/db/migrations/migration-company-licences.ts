import type { Migration } from "kysely";
import type { AnyDb } from "./migration-kit";

/**
 * Migration 0014_company_licences: companies get the optional `usdot_number` and `mc_number`
 * CSV columns (FMCSA's USDOT number and the MC operating-authority docket), stored as digits
 * only, null when the company has not given one. SQLite adds one column per ALTER TABLE.
 */
export function companyLicences(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("companies").addColumn("usdot_number", "text").execute();
      await db.schema.alterTable("companies").addColumn("mc_number", "text").execute();
    },
  };
}
