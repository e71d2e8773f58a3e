import { randomBytes } from "node:crypto";
import type { LeadSubmission } from "../../lib/quote/lead-payload";
import { type Db, withDurableCommit } from "./snapshot";

/** Leads: stored with their matched/selected companies and the warehouse outbox row, atomically. */

export interface StoredLead {
  id: number;
  publicId: string;
  created: boolean;
}

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short confirmation id people can read out on the phone, e.g. `MV-7K3QF9X2`. */
export function newPublicId(): string {
  const bytes = randomBytes(8);
  return `MV-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/**
 * Stores a lead once per lead_uuid. In one transaction: the lead (status 'new'), its matched
 * companies (with the visitor's selection) and the outbox row for the warehouse copy
 * ('pending', or 'skipped' when no warehouse is configured). A repeated submission of the same
 * lead_uuid returns the stored lead and writes nothing.
 */
export function insertLead(
  db: Db,
  lead: LeadSubmission,
  extra: { ipAddress: string | null; matchedIds: readonly number[]; warehousePayload: Record<string, string> | null },
): StoredLead {
  const existing = db.prepare<[string], { id: number; public_id: string }>("SELECT id, public_id FROM leads WHERE lead_uuid = ?");
  const insert = db.prepare(`
    INSERT INTO leads (public_id, lead_uuid, first_name, last_name, email, phone, from_zip, from_city, from_state, from_location,
      to_zip, to_city, to_state, to_location, move_date, move_size, number_of_rooms, needs_auto_transport, auto_year, auto_make,
      auto_model, auto_condition, session_id, ping_id, ip_address, source, referrer, url)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare("INSERT OR IGNORE INTO lead_companies (lead_id, company_id, selected) SELECT ?, id, ? FROM companies WHERE id = ?");
  const outbox = db.prepare("INSERT INTO outbox (lead_id, kind, payload, status) VALUES (?, 'warehouse', ?, ?)");

  const store = db.transaction((): StoredLead => {
    const found = existing.get(lead.lead_uuid);
    if (found) return { id: found.id, publicId: found.public_id, created: false };
    const publicId = newPublicId();
    const id = Number(
      insert.run(
        publicId, lead.lead_uuid, lead.first_name, lead.last_name, lead.email_address, lead.phone_number,
        lead.from_zip, lead.from_city, lead.from_state.toUpperCase(), lead.from_location,
        lead.to_zip, lead.to_city, lead.to_state.toUpperCase(), lead.to_location,
        lead.move_date, lead.move_size, lead.number_of_rooms, lead.needs_auto_transport === "1" ? 1 : 0,
        lead.auto_year, lead.auto_make, lead.auto_model, lead.auto_condition,
        lead.session_id, lead.ping_id, extra.ipAddress, lead.source, lead.referrer, lead.url,
      ).lastInsertRowid,
    );
    const selected = new Set(lead.selected_companies);
    for (const companyId of new Set([...extra.matchedIds, ...selected])) link.run(id, selected.has(companyId) ? 1 : 0, companyId);
    const payload = { ...(extra.warehousePayload ?? {}), lead_mmex_lead_id: publicId };
    outbox.run(id, JSON.stringify(payload), extra.warehousePayload ? "pending" : "skipped");
    return { id, publicId, created: true };
  });
  return withDurableCommit(db, () => store());
}

/** New leads from one IP since a time (the per-IP submission limit). */
export function countRecentLeadsFromIp(db: Db, ipAddress: string, sinceIso: string): number {
  return (
    db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM leads WHERE ip_address = ? AND created_at >= ?").get(ipAddress, sinceIso)?.n ?? 0
  );
}

/** A stored lead's public id, by lead uuid. */
export function findLeadByUuid(db: Db, leadUuid: string): { id: number; publicId: string; status: string } | undefined {
  return db
    .prepare<[string], { id: number; publicId: string; status: string }>("SELECT id, public_id AS publicId, status FROM leads WHERE lead_uuid = ?")
    .get(leadUuid);
}

/** Every public id (reliability checks). */
export function listLeadPublicIds(db: Db): string[] {
  return db.prepare<[], { public_id: string }>("SELECT public_id FROM leads ORDER BY id").all().map((r) => r.public_id);
}

/** The companies stored with a lead, with whether the visitor kept each selected. */
export function listLeadCompanies(db: Db, leadId: number): Array<{ companyId: number; selected: boolean }> {
  return db
    .prepare<[number], { company_id: number; selected: number }>("SELECT company_id, selected FROM lead_companies WHERE lead_id = ? ORDER BY company_id")
    .all(leadId)
    .map((r) => ({ companyId: r.company_id, selected: r.selected === 1 }));
}
