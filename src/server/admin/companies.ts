import {
  ADMIN_COMPANIES_PAGE_SIZE,
  type AdminCompany,
  type AdminCompanyListQuery,
  type AdminCompanyPage,
  type CompanyCellEdits,
  type CompanyFlags,
} from "../../lib/admin/companies-api";
import { companyCsvRowSchema, normalizeCells } from "../../lib/companies/csv-row";
import { type FieldIssue, zodIssues } from "../../lib/errors";
import { resolveRows } from "../csv/import";
import type { CompanyWrite } from "../db/snapshot/companies";
import { type Db, getSnapshot } from "../db/snapshot/snapshot";
import {
  deleteCompanyById,
  findCompanyIdBySlug,
  listAdminCompanies,
  renameCompanySlug,
  updateCompanyFlags,
} from "../db/store/repositories/admin-companies";
import { recordAudit } from "../db/store/repositories/audit";
import { getStoreCompanyById, type StoredCompany, upsertStoreCompanies } from "../db/store/repositories/store-companies";
import type { Store } from "../db/store/store";
import { lockForTransaction } from "../db/store/store-locks";
import { createCompanyView, storedCompanyToCsvCells } from "./company-view";
import { deleteWithAudit } from "./delete-with-audit";

/**
 * What the admin does to companies. Every change goes to the run-time store (the source of
 * truth); the public site shows it once the next build copies the store into the snapshot.
 * The snapshot is read only for its reference data (cities, ZIPs, services).
 */

/** A page of the store's companies matching a name/city search and filters. */
export async function listCompanies(store: Store, query: AdminCompanyListQuery, snapshot: Db = getSnapshot()): Promise<AdminCompanyPage> {
  const pageSize = ADMIN_COMPANIES_PAGE_SIZE;
  const { companies, total } = await listAdminCompanies(store.db, { ...query, pageSize });
  const view = createCompanyView(snapshot);
  return { companies: companies.map(view), total, page: query.page, pageSize };
}

/** One company in the admin API shape, or undefined. */
export async function getCompany(store: Store, id: number, snapshot: Db = getSnapshot()): Promise<AdminCompany | undefined> {
  const company = await getStoreCompanyById(store.db, id);
  return company ? createCompanyView(snapshot)(company) : undefined;
}

/** A refused edit: one line naming every bad column, and the problems by column for the form. */
export interface InvalidEdit {
  ok: false;
  error: string;
  issues: FieldIssue[];
}

export type CompanyEdit = { ok: true; write: CompanyWrite } | InvalidEdit;

const invalidEdit = (issues: FieldIssue[]): InvalidEdit => ({ ok: false, error: issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues });

/**
 * Applies edited cells to a company with the CSV import's rules: the same row schema, then the
 * same city/ZIP resolution (`resolveRows`). A changed city or ZIP without new coordinates takes
 * the ZIP's centre, as an import would. A blank cell clears an optional column.
 */
export function prepareCompanyEdit(snapshot: Db, company: StoredCompany, edits: CompanyCellEdits): CompanyEdit {
  const base: Record<string, string> = { ...storedCompanyToCsvCells(company) };
  const moved = (["city", "state", "zip"] as const).some((k) => k in edits && (edits[k] ?? "").trim() !== base[k]);
  if (moved && !("lat" in edits) && !("lng" in edits)) {
    delete base.lat;
    delete base.lng;
  }
  const parsed = companyCsvRowSchema.safeParse(normalizeCells({ ...base, ...edits }));
  if (!parsed.success) return invalidEdit(zodIssues(parsed.error));
  const { writes, errors } = resolveRows(snapshot, { rows: [{ row: 1, data: parsed.data }], errors: [] });
  if (errors.length > 0) return invalidEdit(errors.map((e) => ({ field: e.column, message: e.message })));
  return { ok: true, write: writes[0] };
}

export type EditOutcome =
  | { ok: true; company: AdminCompany }
  | { ok: false; reason: "not-found" }
  | (Omit<InvalidEdit, "ok"> & { ok: false; reason: "invalid" })
  | { ok: false; reason: "slug-taken"; slug: string };

/**
 * Edits a company's CSV cells. Validated like an imported row; a new slug that another company
 * uses is refused. The slug is renamed first, then every column is written through the
 * import's upsert, in one transaction holding the slug lock so two edits cannot take one slug.
 */
export async function editCompany(store: Store, id: number, edits: CompanyCellEdits, by: string, snapshot: Db = getSnapshot()): Promise<EditOutcome> {
  const company = await getStoreCompanyById(store.db, id);
  if (!company) return { ok: false, reason: "not-found" };
  const edit = prepareCompanyEdit(snapshot, company, edits);
  if (!edit.ok) return { ...edit, reason: "invalid" };
  const write = edit.write;
  const outcome = await store.db.transaction().execute(async (trx): Promise<"updated" | "not-found" | "slug-taken"> => {
    await lockForTransaction(trx, store.engine, "company-slugs");
    const current = await getStoreCompanyById(trx, id);
    if (!current) return "not-found";
    if (current.slug !== write.slug) {
      const owner = await findCompanyIdBySlug(trx, write.slug);
      if (owner !== undefined && owner !== id) return "slug-taken";
      await renameCompanySlug(trx, id, write.slug);
    }
    await upsertStoreCompanies(trx, [write]);
    const fields = Object.keys(edits);
    await recordAudit(trx, {
      actor: by,
      action: "company.update",
      targetType: "company",
      targetId: id,
      summary: `Edited ${write.name} (${fields.join(", ") || "no fields"})`,
      details: { slug: write.slug, fields },
    });
    return "updated";
  });
  if (outcome === "not-found") return { ok: false, reason: "not-found" };
  if (outcome === "slug-taken") return { ok: false, reason: "slug-taken", slug: write.slug };
  const updated = await getCompany(store, id, snapshot);
  return updated ? { ok: true, company: updated } : { ok: false, reason: "not-found" };
}

/** How a flag change reads in the audit log: "featured, hidden from the list". */
function flagChanges(flags: CompanyFlags): string {
  const parts: string[] = [];
  if (flags.isFeatured !== undefined) parts.push(flags.isFeatured ? "featured" : "not featured");
  if (flags.isInList !== undefined) parts.push(flags.isInList ? "shown in the list" : "hidden from the list");
  return parts.join(", ");
}

/** Sets the featured and/or in-list flags; the company after the change, or undefined when there is none. */
export async function setCompanyFlags(
  store: Store,
  id: number,
  flags: CompanyFlags,
  by: string,
  snapshot: Db = getSnapshot(),
): Promise<AdminCompany | undefined> {
  const updated = await store.db.transaction().execute(async (trx) => {
    if (!(await updateCompanyFlags(trx, id, flags))) return false;
    const company = await getStoreCompanyById(trx, id);
    await recordAudit(trx, {
      actor: by,
      action: "company.toggle",
      targetType: "company",
      targetId: id,
      summary: `Set ${company?.name ?? `company ${id}`} ${flagChanges(flags)}`,
      details: flags,
    });
    return true;
  });
  return updated ? getCompany(store, id, snapshot) : undefined;
}

/** Deletes a company; false when there is no such company. */
export async function deleteCompany(store: Store, id: number, by: string): Promise<boolean> {
  return deleteWithAudit(store, { id, by, action: "company.delete", targetType: "company" }, getStoreCompanyById, deleteCompanyById, (company) => ({
    summary: `Deleted ${company.name}`,
    details: { slug: company.slug, city: company.city, state: company.state },
  }));
}
