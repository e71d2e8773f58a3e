import { uploadQuerySchema, uploadTooLargeMessage } from "../src/lib/admin/uploads-api";
import { isCsvMediaType, previewUpload } from "../src/server/admin/upload-import";
import { listUploadsWithLimit, maxUploadBytes } from "../src/server/admin/uploads";
import { defineFunction, jsonErrorWriter, route } from "../src/server/http/define-function";
import { mediaType } from "../src/server/http/request-body";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/uploads: `{ uploads, maxBytes }`, the 50 newest and the size limit.
 * POST /api/admin/uploads?name=<file.csv> with the raw CSV as the body (text/csv, at most
 * `maxBytes`: 6 MB on Netlify, whose request limit is 6 MB, else 10 MB): previews it against the
 * store's companies, stores it as 'previewed' and answers 201 with the UploadDetail.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json(await listUploadsWithLimit(await store()));
    },
  }),
  POST: route({
    admin: true,
    query: uploadQuerySchema,
    body: {
      raw: true,
      // Read per request: the limit depends on the configuration, parsed on first use.
      get maxBytes() {
        return maxUploadBytes();
      },
    },
    // A file over the limit is told the limit, and what to do about it.
    errors: (message, status, extra) => jsonErrorWriter(status === 413 ? uploadTooLargeMessage(maxUploadBytes()) : message, status, extra),
    async handle({ req, query, body, admin, store, fail }) {
      if (!isCsvMediaType(mediaType(req))) return fail("file: must be sent as text/csv (the raw file as the body)", 415);
      const outcome = await previewUpload(await store(), { fileName: query.name, bytes: body, uploadedBy: admin.username });
      return outcome.ok ? json(outcome.upload, { status: 201 }) : fail(outcome.error, 400);
    },
  }),
});

export const config = { path: "/api/admin/uploads" };
