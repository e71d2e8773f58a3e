import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { LEAD_FIELD_LIST, type LEAD_FIELDS, type LeadFieldName, leadColumn } from "../../../../lib/leads/fields";
import type { LeadSubmission } from "../../../../lib/quote/lead-payload";
import { isoNow, type StoreDb } from "../store";
import type { LeadsTable } from "../store-schema";
import { isUniqueViolation } from "../unique-violation";
import { insertDelivery, type NewDelivery } from "./outbox";

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
  /** The QA suite's test lead: stored with is_test = 1 and no outbox rows (no warehouse copy, no emails, no webhooks). */
  isTest?: boolean;
}

/** A selected mover as the lead's transaction reads it, for composing the lead's deliveries. */
export interface LeadMover {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  leadWebhookUrl: string | null;
}

/** The new lead as its transaction stored it: what its deliveries are composed from. */
export interface NewLead {
  id: number;
  publicId: string;
  createdAt: string;
  /** The selected companies the store knows, by name. */
  movers: LeadMover[];
}

/**
 * Composes a new lead's deliveries (emails, webhooks) from what its transaction read. The caller
 * owns the messages; the repository only writes the rows, in the lead's own transaction.
 */
export type ComposeLeadDeliveries = (lead: NewLead) => NewDelivery[];

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
 * and the deliveries `compose` returns for the stored lead and its selected movers, in order.
 * A repeat of a stored lead_uuid, including one racing this call, returns the stored lead and
 * writes nothing: the losing insert hits the unique lead_uuid and reads the winner's row.
 */
export async function insertLead(
  db: StoreDb,
  lead: LeadSubmission,
  extra: LeadExtra,
  compose: ComposeLeadDeliveries,
  now = Date.now(),
): Promise<StoredLead> {
  for (let attempt = 1; ; attempt++) {
    const found = await findLeadByUuid(db, lead.lead_uuid);
    if (found) return { id: found.id, publicId: found.publicId, created: false };
    try {
      return await writeLead(db, lead, extra, compose, newPublicId(), now);
    } catch (error) {
      // A unique violation is either the same lead_uuid stored meanwhile (found on the next
      // turn) or a public id collision (retried with a new id).
      if (!isUniqueViolation(error) || attempt >= PUBLIC_ID_ATTEMPTS) throw error;
    }
  }
}

async function writeLead(
  db: StoreDb,
  lead: LeadSubmission,
  extra: LeadExtra,
  compose: ComposeLeadDeliveries,
  publicId: string,
  now: number,
): Promise<StoredLead> {
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
    const companyIds = known.filter((c) => selected.has(c.id)).map((c) => c.id);
    const movers =
      companyIds.length === 0
        ? []
        : await trx
            .selectFrom("companies")
            .select(["id", "name", "phone", "email", "lead_webhook_url as leadWebhookUrl"])
            .where("id", "in", companyIds)
            .orderBy("name")
            .execute();
    for (const delivery of compose({ id, publicId, createdAt: at, movers })) await insertDelivery(trx, delivery);
    return { id, publicId, created: true };
  });
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
