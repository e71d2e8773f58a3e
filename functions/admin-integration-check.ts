import { integrationParamsSchema, integrationTestSchema } from "../src/lib/admin/settings-api";
import { CheckInputError, testIntegration } from "../src/server/admin/integrations-checks";
import { config as appConfig } from "../src/server/config";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/settings/integrations/:id/test `{ to?, confirm? }` (id: warehouse, build-hook,
 * smtp, database): runs the integration's test for real and answers
 * `{ id, ok, message, milliseconds }`: 200 whether it worked or not (the outcome is the
 * answer), 400 naming `to` (SMTP needs a recipient) or `confirm` (the build hook starts a real
 * deploy), 404 for an unknown integration.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: integrationTestSchema, maxBytes: 4 * 1024, accept: ["json"] },
    params: integrationParamsSchema,
    notFound: "Integration not found",
    async handle({ params, admin, body, store }) {
      try {
        return json(await testIntegration(await store(), admin, params.id, body, appConfig()));
      } catch (error) {
        if (!(error instanceof CheckInputError)) throw error;
        return json({ error: `${error.field}: ${error.message}`, issues: [{ path: error.field, message: error.message }] }, { status: 400 });
      }
    },
  }),
});

export const config = { path: "/api/admin/settings/integrations/:id/test" };
