import { z } from "zod";
import { toApiCompany } from "../src/lib/companies/api-shape";
import { COMPANY_CSV_COLUMNS } from "../src/lib/companies/csv-row";
import { formatZodError } from "../src/lib/errors";
import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { deleteCompany, getCompanyById, prepareCompanyEdit, setCompanyFlags, updateCompany } from "../src/server/db/admin-companies";
import { getDatabase } from "../src/server/db/snapshot";
import { idParam } from "../src/server/http/context";
import { BodyError, readBody } from "../src/server/http/request-body";
import { json, jsonError, methods } from "../src/server/http/responses";

const MAX_BODY_BYTES = 64 * 1024;

/** `{ isFeatured?, isInList? }`: the list's toggles. */
const flagsSchema = z
  .strictObject({ isFeatured: z.boolean({ error: "must be true or false" }).optional(), isInList: z.boolean({ error: "must be true or false" }).optional() })
  .refine((f) => f.isFeatured !== undefined || f.isInList !== undefined, "give isFeatured or isInList");

/** Edited CSV cells: known columns only, each text (or a number/boolean, written as text; null clears). */
const cellsSchema = z.partialRecord(
  z.enum(COMPANY_CSV_COLUMNS, { error: "is not a company column" }),
  z.union([z.string(), z.number(), z.boolean(), z.null()], { error: "must be text" }).transform((v) => (v === null ? "" : String(v))),
);

const notFound = () => jsonError("Company not found", 404);

/**
 * GET/PATCH/DELETE /api/admin/companies/:id. PATCH takes either the toggles
 * `{ isFeatured?, isInList? }` or CSV row cells (`{ name, zip, ... }`) applied to the stored
 * company and validated exactly as an imported row (same schema, same city/ZIP checks).
 */
export default methods({
  GET: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const id = idParam(context);
    const company = id === undefined ? undefined : getCompanyById(getDatabase(), id);
    return company ? json(toApiCompany(company)) : notFound();
  },
  PATCH: async (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const id = idParam(context);
    const db = getDatabase();
    const company = id === undefined ? undefined : getCompanyById(db, id);
    if (id === undefined || !company) return notFound();
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return jsonError(error.message, error.status);
      throw error;
    }
    const keys = Object.keys(body);
    if (keys.length === 0) return jsonError("(root): the body has no fields to change", 400);
    if (keys.every((k) => k === "isFeatured" || k === "isInList")) {
      const flags = flagsSchema.safeParse(body);
      if (!flags.success) return jsonError(formatZodError(flags.error), 400);
      setCompanyFlags(db, id, flags.data);
    } else {
      const cells = cellsSchema.safeParse(body);
      if (!cells.success) return jsonError(formatZodError(cells.error), 400);
      const edit = prepareCompanyEdit(db, company, cells.data);
      if (!edit.ok) return jsonError(edit.error, 400);
      const result = updateCompany(db, id, edit.write);
      if (result === "not-found") return notFound();
      if (result === "slug-taken") return jsonError(`slug: "${edit.write.slug}" is used by another company`, 409);
    }
    const updated = getCompanyById(db, id);
    return updated ? json(toApiCompany(updated)) : notFound();
  },
  DELETE: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const id = idParam(context);
    if (id === undefined || !deleteCompany(getDatabase(), id)) return notFound();
    return json({ ok: true });
  },
});

export const config = { path: "/api/admin/companies/:id" };
