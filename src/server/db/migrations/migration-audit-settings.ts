import type { Migration } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId, texts } from "./migration-kit";

/**
 * Migration 0008_audit_settings: the admin audit log (one row per admin write, never updated)
 * and `site_settings`, the key/value details an admin sets for the next build (contact email
 * and phone).
 */
export function auditSettings(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await createTableWithId(db, engine, "admin_audit")
        .$call(texts("created_at", "actor", "action", "target_type"))
        .addColumn("target_id", "text")
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("details", "text")
        .execute();
      await db.schema.createIndex("admin_audit_created").on("admin_audit").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("admin_audit_actor").on("admin_audit").columns(["actor", "created_at"]).execute();
      await db.schema.createIndex("admin_audit_action").on("admin_audit").columns(["action", "created_at"]).execute();

      await db.schema
        .createTable("site_settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .$call(texts("value", "updated_by", "updated_at"))
        .execute();
    },
  };
}
