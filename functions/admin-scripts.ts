import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { listScripts } from "../src/server/scripts/list";

/** GET /api/admin/scripts: `{ scripts: [{ id, title, description, params (JSON Schema), lastRun }] }`. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json({ scripts: await listScripts(await store()) });
    },
  }),
});

export const config = { path: "/api/admin/scripts" };
