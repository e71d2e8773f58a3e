import type { Kysely, Migration } from "kysely";
import type { Engine } from "./store";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0008_audit_settings: the admin audit log (one row per admin write, never updated)
 * and `site_settings`, the key/value details an admin sets for the next build (contact email
 * and phone).
 */
export function auditSettings(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("admin_audit")
        .$call((t) =>
          engine === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey()),
        )
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target_type", "text", (c) => c.notNull())
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
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
