import { siteDetailsSchema } from "../src/lib/admin/settings-api";
import { getSettings, updateSiteDetails } from "../src/server/admin/settings";
import { config as appConfig } from "../src/server/config";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/settings: `{ site, integrations }`: the contact details the next build
 * publishes, and each integration's status from the environment (masked: hosts only).
 * PUT `{ contact_email, contact_phone }` (blank = the default): saves them for the next build
 * and answers the new `site`; 400 names a bad field.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json(await getSettings(await store(), appConfig()));
    },
  }),
  PUT: route({
    admin: true,
    body: { schema: siteDetailsSchema, maxBytes: 4 * 1024, accept: ["json"] },
    async handle({ admin, body, store }) {
      return json({ site: await updateSiteDetails(await store(), admin, body) });
    },
  }),
});

export const config = { path: "/api/admin/settings" };
