import { importUpload } from "../src/server/admin/upload-import";
import { uploadStatusConflict } from "../src/server/admin/uploads";
import { config as appConfig } from "../src/server/config";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/uploads/:id/import: re-previews the stored file against the store's companies
 * and, in one transaction, upserts its valid new and changed rows, marks it imported and queues a
 * 'rebuild-site' job (or joins one not started yet). A new job is handed to Netlify's build hook
 * when NETLIFY_BUILD_HOOK_URL is set; otherwise the local job runner picks it up. 200
 * `{ upload, jobId }`; 409 when not a preview or nothing to import; 500 `Import failed: <reason>`
 * (nothing written, upload marked failed).
 */
export default defineFunction({
  POST: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      if (id === undefined) return fail("Upload not found", 404);
      const outcome = await importUpload(await store(), id, admin.username, { hook: { hookUrl: appConfig().NETLIFY_BUILD_HOOK_URL } });
      if (outcome.ok) return json({ upload: outcome.upload, jobId: outcome.jobId });
      if (outcome.reason === "not-found") return fail("Upload not found", 404);
      if (outcome.reason === "status") return fail(uploadStatusConflict(outcome.status), 409);
      if (outcome.reason === "nothing-to-import") return fail("upload: has no valid rows to import", 409);
      console.error(`[${context.requestId}] import of upload ${id} failed:`, outcome.message);
      return fail(`Import failed: ${outcome.message}`, 500);
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/import" };
