import { type Migration, sql } from "kysely";
import { INQUIRY_STATUSES } from "../../../lib/admin/inquiries-api";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId } from "./migration-kit";

const STATUS_CHECK = sql.raw(`status IN (${INQUIRY_STATUSES.map((s) => `'${s}'`).join(", ")})`);

/**
 * Migration 0004_inquiry_pipeline: business inquiries get a status the admin moves along
 * (new → contacted → won / lost), `updated_at`, and a notes table.
 *
 * Notes are rows of their own rather than one text column with its history: each keeps who
 * wrote it and when without parsing, two admins adding notes at once both land (a column would
 * need a read-modify-write of the whole history), and a status change is recorded in the same
 * row as the note that explains it.
 */
export function inquiryPipeline(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("business_inquiries")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(STATUS_CHECK))
        .execute();
      // SQLite adds one column per ALTER TABLE; the default is replaced by created_at below.
      await db.schema
        .alterTable("business_inquiries")
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db
        .updateTable("business_inquiries")
        .set((eb) => ({ updated_at: eb.ref("created_at") }))
        .execute();
      await db.schema.createIndex("business_inquiries_created").on("business_inquiries").columns(["created_at", "id"]).execute();

      await createTableWithId(db, engine, "inquiry_notes")
        .addColumn("inquiry_id", "integer", (c) => c.notNull().references("business_inquiries.id").onDelete("cascade"))
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("status_from", "text")
        .addColumn("status_to", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("inquiry_notes_inquiry").on("inquiry_notes").columns(["inquiry_id", "id"]).execute();
    },
  };
}
