import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { toWireDate } from "../../../../lib/dates";
import { LEAD_FIELD_LIST, type LEAD_FIELDS, type LeadFieldName, leadColumn } from "../../../../lib/leads/fields";
import type { LeadSubmission } from "../../../../lib/quote/lead-payload";
import { config } from "../../../config";
import { type LeadForMessages, moverEmail, visitorEmail, webhookBody } from "../../../mail/lead-messages";
import { enqueueEmail } from "../../../mail/queue";
import { isoNow, type StoreDb, type StoreTx } from "../store";
import type { LeadsTable } from "../store-schema";
import { isUniqueViolation } from "../unique-violation";
import { insertDelivery } from "./outbox";

/** Leads: stored with their matched/selected companies and every outbox delivery, atomically. */

export interface StoredLead {
  id: number;
  publicId: string;
  /** False when the lead_uuid was already stored (a repeat or a concurrent duplicate). */
  created: boolean;
}

export interface LeadExtra {
  ipAddress: string | null;
  /** Company ids of the lead's match set; the visitor's selection is added to them. */
  matchedIds: readonly number[];
  /** The warehouse copy, or null when no warehouse is configured (the outbox row is then 'skipped'). */
  warehousePayload: Record<string, string> | null;
  /**
   * Which channels can send (default: from the configuration): mail without SMTP is stored
   * 'held', webhooks without a signing secret 'skipped'.
   */
  channels?: { smtp: boolean; webhookSecret: boolean };
  /** The QA suite's test lead: stored with is_test = 1 and no outbox rows (no warehouse copy, no emails, no webhooks). */
  isTest?: boolean;
}

export const NO_EMAIL_REASON = "The company has no email address on file";
export const NO_WEBHOOK_SECRET_REASON = "LEAD_WEBHOOK_SECRET is not set: webhooks are not sent unsigned";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short confirmation id people can read out on the phone, e.g. `MV-7K3QF9X2`. */
export function newPublicId(): string {
  const bytes = randomBytes(8);
  return `MV-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

type Fields = typeof LEAD_FIELDS;
/** The columns the lead field table names; Pick below fails to compile if the store lacks one. */
type StoredColumn = {
  [K in LeadFieldName]: Fields[K] extends { column: false } ? never : Fields[K] extends { column: infer C extends string } ? C : K;
}[LeadFieldName];

/** A validated lead's store columns, field by field from the lead field table (flags as 1/0). */
function leadColumns(lead: LeadSubmission): Pick<Insertable<LeadsTable>, StoredColumn> {
  const values: Record<string, unknown> = {};
  for (const f of LEAD_FIELD_LIST) {
    const column = leadColumn(f);
    const value = lead[f.name];
    if (column !== null) values[column] = typeof value === "boolean" ? Number(value) : value;
  }
  return values as Pick<Insertable<LeadsTable>, StoredColumn>;
}

/** A stored lead's ids and status, by lead uuid. */
export async function findLeadByUuid(db: StoreDb, leadUuid: string): Promise<{ id: number; publicId: string; status: string } | undefined> {
  return db.selectFrom("leads").select(["id", "public_id as publicId", "status"]).where("lead_uuid", "=", leadUuid).executeTakeFirst();
}

/** Attempts at a fresh public id when one collides (one in 10^12 per lead: practically never twice). */
const PUBLIC_ID_ATTEMPTS = 3;

/**
 * Stores a lead once per lead_uuid. In one transaction: the lead (status 'new'), its matched
 * and selected companies (only ids the store knows), the outbox row for the warehouse copy,
 * and the deliveries: an email to each selected company (a 'skipped' one saying why when it
 * has no email), a webhook to each selected company with a `lead_webhook_url`, and the
 * visitor's confirmation email.
 * A repeat of a stored lead_uuid, including one racing this call, returns the stored lead and
 * writes nothing: the losing insert hits the unique lead_uuid and reads the winner's row.
 */
export async function insertLead(db: StoreDb, lead: LeadSubmission, extra: LeadExtra, now = Date.now()): Promise<StoredLead> {
  for (let attempt = 1; ; attempt++) {
    const found = await findLeadByUuid(db, lead.lead_uuid);
    if (found) return { id: found.id, publicId: found.publicId, created: false };
    try {
      return await writeLead(db, lead, extra, newPublicId(), now);
    } catch (error) {
      // A unique violation is either the same lead_uuid stored meanwhile (found on the next
      // turn) or a public id collision (retried with a new id).
      if (!isUniqueViolation(error) || attempt >= PUBLIC_ID_ATTEMPTS) throw error;
    }
  }
}

async function writeLead(db: StoreDb, lead: LeadSubmission, extra: LeadExtra, publicId: string, now: number): Promise<StoredLead> {
  const at = isoNow(now);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("leads")
      .values({
        ...leadColumns(lead),
        public_id: publicId,
        ip_address: extra.ipAddress,
        is_test: extra.isTest ? 1 : 0,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const selected = new Set(lead.selected_companies);
    const wanted = [...new Set([...extra.matchedIds, ...selected])];
    // lead_companies has no foreign key (a deleted company must not erase a lead's history),
    // so ids a client made up are filtered against the store's companies here.
    const known = wanted.length === 0 ? [] : await trx.selectFrom("companies").select("id").where("id", "in", wanted).orderBy("id").execute();
    if (known.length > 0) {
      await trx
        .insertInto("lead_companies")
        .values(known.map((c) => ({ lead_id: id, company_id: c.id, selected: selected.has(c.id) ? 1 : 0 })))
        .execute();
    }
    if (extra.isTest) return { id, publicId, created: true };

    await trx
      .insertInto("outbox")
      .values({
        lead_id: id,
        kind: "warehouse",
        payload: JSON.stringify({ ...(extra.warehousePayload ?? {}), lead_mmex_lead_id: publicId }),
        status: extra.warehousePayload ? "pending" : "skipped",
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await queueLeadDeliveries(
      trx,
      lead,
      { id, publicId, createdAt: at, companyIds: known.filter((c) => selected.has(c.id)).map((c) => c.id) },
      extra,
    );
    return { id, publicId, created: true };
  });
}

function messageLead(lead: LeadSubmission, publicId: string, createdAt: string): LeadForMessages {
  return {
    publicId,
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email_address,
    phone: lead.phone_number,
    from: { typed: lead.from_location, city: lead.from_city, state: lead.from_state, zip: lead.from_zip },
    to: { typed: lead.to_location, city: lead.to_city, state: lead.to_state, zip: lead.to_zip },
    moveDate: toWireDate(lead.move_date),
    moveSize: lead.move_size,
    vehicle: lead.needs_auto_transport
      ? { year: lead.auto_year, make: lead.auto_make, model: lead.auto_model, condition: lead.auto_condition }
      : null,
    details: lead.moving_quote_details.trim(),
    createdAt,
  };
}

async function queueLeadDeliveries(
  trx: StoreTx,
  lead: LeadSubmission,
  stored: { id: number; publicId: string; createdAt: string; companyIds: number[] },
  extra: LeadExtra,
): Promise<void> {
  const cfg = extra.channels ?? { smtp: config().SMTP_URL !== undefined, webhookSecret: config().LEAD_WEBHOOK_SECRET !== undefined };
  const message = messageLead(lead, stored.publicId, stored.createdAt);
  const movers =
    stored.companyIds.length === 0
      ? []
      : await trx
          .selectFrom("companies")
          .select(["id", "name", "phone", "email", "lead_webhook_url"])
          .where("id", "in", stored.companyIds)
          .orderBy("name")
          .execute();
  const leadId = stored.id;
  for (const mover of movers) {
    if (mover.email) {
      await enqueueEmail(trx, moverEmail(message, { email: mover.email }), { kind: "mover-email", leadId, companyId: mover.id }, cfg.smtp);
    } else {
      await insertDelivery(trx, {
        kind: "mover-email",
        recipient: "",
        payload: {},
        status: "skipped",
        note: NO_EMAIL_REASON,
        leadId,
        companyId: mover.id,
      });
    }
    if (mover.lead_webhook_url) {
      await insertDelivery(trx, {
        kind: "mover-webhook",
        recipient: mover.lead_webhook_url,
        payload: { url: mover.lead_webhook_url, body: JSON.stringify(webhookBody(message, mover)) },
        status: cfg.webhookSecret ? "pending" : "skipped",
        note: cfg.webhookSecret ? undefined : NO_WEBHOOK_SECRET_REASON,
        leadId,
        companyId: mover.id,
      });
    }
  }
  await enqueueEmail(trx, visitorEmail(message, movers), { kind: "visitor-email", leadId }, cfg.smtp);
}

/** Every lead's uuid and confirmation id, oldest first (reliability checks). */
export async function listLeadConfirmations(db: StoreDb): Promise<Array<{ leadUuid: string; publicId: string }>> {
  return db.selectFrom("leads").select(["lead_uuid as leadUuid", "public_id as publicId"]).orderBy("id").execute();
}

/** The companies stored with a lead, with whether the visitor kept each selected. */
export async function listLeadCompanies(db: StoreDb, leadId: number): Promise<Array<{ companyId: number; selected: boolean }>> {
  const rows = await db.selectFrom("lead_companies").select(["company_id", "selected"]).where("lead_id", "=", leadId).orderBy("company_id").execute();
  return rows.map((r) => ({ companyId: r.company_id, selected: r.selected === 1 }));
}
