import { companyPatchSchema } from "../src/lib/admin/company-patch";
import { deleteCompany, editCompany, getCompany, setCompanyFlags } from "../src/server/admin/companies";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

const NOT_FOUND = "Company not found";

/**
 * GET/PATCH/DELETE /api/admin/companies/:id, on the run-time store (the public site shows a
 * change after the next rebuild). PATCH takes either the toggles `{ isFeatured?, isInList? }`
 * or CSV row cells (`{ name, zip, ... }`) applied to the stored company and validated exactly
 * as an imported row (same schema, same city/ZIP checks); 409 when a new slug is taken.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const company = id === undefined ? undefined : await getCompany(await store(), id);
      return company ? json(company) : fail(NOT_FOUND, 404);
    },
  }),
  PATCH: route({
    admin: true,
    body: { schema: companyPatchSchema, maxBytes: 64 * 1024, accept: ["json"] },
    async handle({ context, body, admin, store, fail }) {
      const id = idParam(context);
      if (id === undefined) return fail(NOT_FOUND, 404);
      if (body.kind === "flags") {
        const company = await setCompanyFlags(await store(), id, body.flags, admin.username);
        return company ? json(company) : fail(NOT_FOUND, 404);
      }
      const outcome = await editCompany(await store(), id, body.cells, admin.username);
      if (outcome.ok) return json(outcome.company);
      if (outcome.reason === "invalid") return fail(outcome.error, 400);
      if (outcome.reason === "slug-taken") return fail(`slug: "${outcome.slug}" is used by another company`, 409);
      return fail(NOT_FOUND, 404);
    },
  }),
  DELETE: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      if (id === undefined || !(await deleteCompany(await store(), id, admin.username))) return fail(NOT_FOUND, 404);
      return json({ ok: true });
    },
  }),
});

export const config = { path: "/api/admin/companies/:id" };
