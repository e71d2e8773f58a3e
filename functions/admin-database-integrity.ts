import { runIntegrityCheck } from "../src/server/admin/database";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** POST /api/admin/database/integrity: runs the engine's integrity checks; an IntegrityResult (200 whether or not they pass). */
export default defineFunction({
  POST: route({
    admin: true,
    async handle({ store }) {
      return json(await runIntegrityCheck(await store()));
    },
  }),
});

export const config = { path: "/api/admin/database/integrity" };
