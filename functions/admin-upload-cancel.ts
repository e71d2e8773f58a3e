import { cancelUpload, uploadStatusConflict } from "../src/server/admin/uploads";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** POST /api/admin/uploads/:id/cancel: drops a previewed upload (200 UploadDetail); 409 when not a preview. */
export default defineFunction({
  POST: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      if (id === undefined) return fail("Upload not found", 404);
      const outcome = await cancelUpload(await store(), id, admin.username);
      if (outcome.ok) return json(outcome.upload);
      return outcome.reason === "not-found" ? fail("Upload not found", 404) : fail(uploadStatusConflict(outcome.status), 409);
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/cancel" };
