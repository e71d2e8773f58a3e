import { getUploadDetail } from "../src/server/admin/uploads";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** GET /api/admin/uploads/:id: the UploadDetail (report, `canImport`); 404 for an unknown id. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const upload = id === undefined ? undefined : await getUploadDetail(await store(), id);
      return upload ? json(upload) : fail("Upload not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id" };
