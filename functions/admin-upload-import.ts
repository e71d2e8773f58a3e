import { importUpload } from "../src/server/admin/upload-import";
import { uploadStatusConflict } from "../src/server/admin/uploads";
import { config as appConfig } from "../src/server/config";
import { byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

/**
 * POST /api/admin/uploads/:id/import: re-previews the stored file against the store's companies
 * and, in one transaction, upserts its valid new and changed rows, marks it imported and queues a
 * 'rebuild-site' job (or joins one not started yet). A new job is handed to Netlify's build hook
 * when NETLIFY_BUILD_HOOK_URL is set; otherwise the local job runner picks it up. 200
 * `{ upload, jobId }`; 409 when not a preview or nothing to import; 500 `Import failed: <reason>`
 * (nothing written, upload marked failed).
 */
export default defineFunction({
  POST: byId("Upload not found", {
    admin: true,
    async handle({ id, context, admin, store, fail, notFound }) {
      const outcome = await importUpload(await store(), id, admin.username, { hook: { hookUrl: appConfig().NETLIFY_BUILD_HOOK_URL } });
      if (outcome.ok) return { upload: outcome.upload, jobId: outcome.jobId };
      if (outcome.reason === "not-found") return notFound();
      if (outcome.reason === "status") return fail(uploadStatusConflict(outcome.status), 409);
      if (outcome.reason === "nothing-to-import") return fail("upload: has no valid rows to import", 409);
      console.error(`[${context.requestId}] import of upload ${id} failed:`, outcome.message);
      return fail(`Import failed: ${outcome.message}`, 500);
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/import" };
