import { type Migration, type MigrationProvider, sql } from "kysely";
import type { Engine } from "../store/store";
import { auditSettings } from "./migration-audit-settings";
import { backupsTable } from "./migration-backups";
import { companyChanges } from "./migration-company-changes";
import { companyLicences } from "./migration-company-licences";
import { deliveries } from "./migration-deliveries";
import { healthProbe } from "./migration-health-probe";
import { inquiryPipeline } from "./migration-inquiry-pipeline";
import { type AnyDb, createTableWithId, emptyTexts, texts } from "./migration-kit";
import { leadDetails } from "./migration-lead-details";
import { leadIsoDates } from "./migration-lead-iso-dates";
import { limits } from "./migration-limits";
import { qaRuns } from "./migration-qa-runs";
import { scriptRuns } from "./migration-script-runs";
import { scriptSchedules } from "./migration-script-schedules";
import { seoAudits } from "./migration-seo-audits";
import { testTraffic } from "./migration-test-traffic";

/**
 * The run-time store's schema, one list for both engines, applied in name order by Kysely's
 * Migrator (which records what ran in `kysely_migration` and, on Postgres, holds an advisory
 * lock so two builds cannot migrate at once). Never edit a shipped migration: append one.
 */

function initial(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await createTableWithId(db, engine, "companies")
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .$call(emptyTexts("description", "street"))
        .$call(texts("city", "state", "zip"))
        .addColumn("lat", "double precision", (c) => c.notNull())
        .addColumn("lng", "double precision", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("email", "text")
        .addColumn("website", "text")
        .addColumn("logo_url", "text")
        .addColumn("photo_urls", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("rating", "double precision")
        .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("years_in_business", "integer")
        .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_in_list", "integer", (c) => c.notNull().defaultTo(1))
        .$call(texts("created_at", "updated_at"))
        .execute();
      await db.schema.createIndex("companies_state").on("companies").columns(["state", "city"]).execute();

      await db.schema
        .createTable("quote_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .$call(texts("uuid"))
        .addColumn("ip_address", "text")
        .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
        .$call(texts("created_at"))
        .execute();

      await db.schema
        .createTable("match_sets")
        .addColumn("ping_id", "text", (c) => c.primaryKey())
        .$call(texts("lead_uuid", "request", "companies", "created_at"))
        .execute();
      await db.schema.createIndex("match_sets_lead").on("match_sets").column("lead_uuid").execute();

      await createTableWithId(db, engine, "leads")
        .addColumn("public_id", "text", (c) => c.notNull().unique())
        .addColumn("lead_uuid", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("new").check(sql`status IN ('new', 'contacted', 'scheduled', 'quoted', 'converted', 'lost')`),
        )
        .$call(texts("first_name", "last_name", "email", "phone"))
        .$call(emptyTexts("from_zip", "from_city", "from_state"))
        .$call(texts("from_location"))
        .$call(emptyTexts("to_zip", "to_city", "to_state"))
        .$call(texts("to_location", "move_date", "move_size"))
        .addColumn("number_of_rooms", "integer", (c) => c.notNull())
        .addColumn("needs_auto_transport", "integer", (c) => c.notNull().defaultTo(0))
        .$call(emptyTexts("auto_year", "auto_make", "auto_model", "auto_condition"))
        .$call(emptyTexts("session_id", "ping_id"))
        .addColumn("ip_address", "text")
        .$call(emptyTexts("source", "referrer", "url"))
        .$call(texts("created_at"))
        .execute();
      await db.schema.createIndex("leads_created").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_ip_created").on("leads").columns(["ip_address", "created_at"]).execute();

      // No foreign key to companies: a deleted company must not erase which movers a lead went to.
      await db.schema
        .createTable("lead_companies")
        .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("company_id", "integer", (c) => c.notNull())
        .addColumn("selected", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_companies_pk", ["lead_id", "company_id"])
        .execute();

      await createTableWithId(db, engine, "funnel_events")
        .$call(texts("event"))
        .addColumn("step", "integer")
        .addColumn("status", "text")
        .$call(texts("lead_uuid"))
        .$call(emptyTexts("session_id"))
        .$call(texts("created_at"))
        .execute();
      await db.schema.createIndex("funnel_events_created").on("funnel_events").column("created_at").execute();

      await createTableWithId(db, engine, "outbox")
        .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
        .$call(texts("kind", "payload"))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status IN ('pending', 'delivered', 'failed', 'skipped')`))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .$call(texts("next_attempt_at"))
        .addColumn("last_error", "text")
        .$call(texts("created_at", "updated_at"))
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();

      await createTableWithId(db, engine, "business_inquiries")
        .$call(texts("company_name", "contact_name", "email"))
        .addColumn("phone", "text")
        .$call(texts("topic"))
        .$call(emptyTexts("message"))
        .addColumn("ip_address", "text")
        .$call(texts("created_at"))
        .execute();
      await db.schema.createIndex("business_inquiries_ip_created").on("business_inquiries").columns(["ip_address", "created_at"]).execute();

      await createTableWithId(db, engine, "admin_users")
        .$call(texts("username"))
        .addColumn("username_key", "text", (c) => c.notNull().unique())
        .$call(texts("password_hash", "created_at"))
        .execute();

      await db.schema
        .createTable("admin_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
        .$call(texts("created_at"))
        .execute();
      await db.schema.createIndex("admin_sessions_expires").on("admin_sessions").column("expires_at").execute();

      await db.schema
        .createTable("login_attempts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locked_until", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (c) => c.primaryKey())
        .$call(texts("value"))
        .execute();

      await createTableWithId(db, engine, "lead_status_history")
        .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("from_status", "text")
        .$call(texts("to_status", "changed_by"))
        .$call(emptyTexts("note"))
        .$call(texts("changed_at"))
        .execute();
      await db.schema.createIndex("lead_status_history_lead").on("lead_status_history").columns(["lead_id", "id"]).execute();

      await createTableWithId(db, engine, "csv_uploads")
        .$call(texts("file_name"))
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .$call(texts("content", "uploaded_by"))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("previewed").check(sql`status IN ('previewed', 'imported', 'cancelled', 'failed')`))
        .addColumn("report", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("counts", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("job_id", "integer")
        .$call(texts("created_at"))
        .addColumn("finished_at", "text")
        .execute();

      await createTableWithId(db, engine, "jobs")
        .$call(texts("kind"))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status IN ('queued', 'running', 'succeeded', 'failed')`))
        .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
        .$call(emptyTexts("log"))
        .addColumn("error", "text")
        .addColumn("created_by", "text")
        .addColumn("deploy_id", "text")
        .$call(texts("created_at"))
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .execute();
      await db.schema.createIndex("jobs_status").on("jobs").columns(["status", "id"]).execute();
    },
  };
}

/** Every migration of the run-time store, by name (applied in name order). */
export function storeMigrations(engine: Engine): Record<string, Migration> {
  return {
    "0001_runtime_store": initial(engine),
    "0002_deliveries": deliveries(engine),
    "0003_lead_details": leadDetails(),
    "0004_inquiry_pipeline": inquiryPipeline(engine),
    "0005_script_runs": scriptRuns(engine),
    "0006_script_schedules": scriptSchedules(engine),
    "0007_backups": backupsTable(engine),
    "0008_audit_settings": auditSettings(engine),
    "0009_limits": limits(),
    "0010_health_probe": healthProbe(),
    "0011_test_traffic": testTraffic(),
    "0012_qa_runs": qaRuns(engine),
    "0013_seo_audits": seoAudits(engine),
    "0014_company_licences": companyLicences(),
    "0015_lead_iso_dates": leadIsoDates(),
    "0016_company_changes": companyChanges(engine),
  };
}

/** The migrations above as Kysely's Migrator reads them. */
export function storeMigrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => storeMigrations(engine) };
}
