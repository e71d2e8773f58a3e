import { COMPANY_PATCH_MAX_BYTES, companyPatchSchema, type DeleteCompanyResult } from "../src/lib/admin/companies-api";
import { deleteCompany, editCompany, getCompany, setCompanyFlags } from "../src/server/admin/companies";
import { adminGetById, byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

const NOT_FOUND = "Company not found";

/**
 * GET/PATCH/DELETE /api/admin/companies/:id, on the run-time store (the public site shows a
 * change after the next rebuild). PATCH takes either the toggles `{ isFeatured?, isInList? }`
 * or CSV row cells (`{ name, zip, ... }`) applied to the stored company and validated exactly
 * as an imported row (same schema, same city/ZIP checks): a 400 names the columns in `issues`;
 * 409 when a new slug is taken.
 */
export default defineFunction({
  GET: adminGetById(NOT_FOUND, getCompany),
  PATCH: byId(NOT_FOUND, {
    admin: true,
    body: { schema: companyPatchSchema, maxBytes: COMPANY_PATCH_MAX_BYTES, accept: ["json"] },
    async handle({ id, body, admin, store, fail }) {
      if (body.kind === "flags") return setCompanyFlags(await store(), id, body.flags, admin.username);
      const outcome = await editCompany(await store(), id, body.cells, admin.username);
      if (outcome.ok) return outcome.company;
      if (outcome.reason === "invalid") return fail(outcome.error, 400, undefined, outcome.issues);
      if (outcome.reason === "slug-taken") {
        const message = `"${outcome.slug}" is used by another company`;
        return fail(`slug: ${message}`, 409, undefined, [{ field: "slug", message }]);
      }
      return undefined;
    },
  }),
  DELETE: byId(NOT_FOUND, {
    admin: true,
    handle: async ({ id, admin, store }) => (await deleteCompany(await store(), id, admin.username)) && ({ ok: true } satisfies DeleteCompanyResult),
  }),
});

export const config = { path: "/api/admin/companies/:id" };
