import { type Migration, sql } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, replacePostgresStatusCheck, swapTable, texts } from "./migration-kit";

const STATUS_CHECK = sql`status IN ('pending', 'delivered', 'failed', 'skipped', 'held')`;

/**
 * Migration 0002_deliveries: the outbox carries every delivery of a lead or inquiry, not only
 * the warehouse copy. Each row names its recipient and, where relevant, the company and
 * inquiry it is for, and may be 'held' (mail kept because no SMTP server is configured).
 * Companies get the optional `lead_webhook_url` CSV column.
 *
 * The status check is widened in place on Postgres. SQLite cannot change a table's checks, so
 * there the outbox is copied into a new table with the wider check and renamed (nothing
 * references the outbox, so no foreign key is disturbed).
 */
export function deliveries(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("companies").addColumn("lead_webhook_url", "text").execute();
      if (engine === "postgres") {
        await replacePostgresStatusCheck(db, "outbox", STATUS_CHECK);
        await db.schema
          .alterTable("outbox")
          .addColumn("recipient", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema.alterTable("outbox").addColumn("company_id", "integer").execute();
        await db.schema.alterTable("outbox").addColumn("inquiry_id", "integer").execute();
      } else {
        await db.schema
          .createTable("outbox_next")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("recipient", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("company_id", "integer")
          .addColumn("inquiry_id", "integer")
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(STATUS_CHECK))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("last_error", "text")
          .$call(texts("created_at", "updated_at"))
          .execute();
        await swapTable(db, "outbox", [
          "id",
          "lead_id",
          "kind",
          "payload",
          "status",
          "attempts",
          "next_attempt_at",
          "last_error",
          "created_at",
          "updated_at",
        ]);
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
      }
      await db.schema.createIndex("outbox_inquiry").on("outbox").column("inquiry_id").execute();
      // The admin Mail page lists mail newest first.
      await db.schema.createIndex("outbox_kind").on("outbox").columns(["kind", "id"]).execute();
    },
  };
}
