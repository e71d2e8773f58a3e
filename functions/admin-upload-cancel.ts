import { cancelUpload, uploadStatusConflict } from "../src/server/admin/uploads";
import { byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

/** POST /api/admin/uploads/:id/cancel: drops a previewed upload (200 UploadDetail); 409 when not a preview. */
export default defineFunction({
  POST: byId("Upload not found", {
    admin: true,
    async handle({ id, admin, store, fail }) {
      const outcome = await cancelUpload(await store(), id, admin.username);
      if (outcome.ok) return outcome.upload;
      return outcome.reason === "status" ? fail(uploadStatusConflict(outcome.status), 409) : undefined;
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/cancel" };
