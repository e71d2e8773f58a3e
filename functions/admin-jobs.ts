import { z } from "zod";
import { formatZodError } from "../src/lib/errors";
import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { countJobsByStatus, enqueueJobOnce, JOB_STATUSES, listJobs } from "../src/server/db/jobs";
import { parseBody } from "../src/server/http/request-body";
import { json, jsonError, methods } from "../src/server/http/responses";

/** Jobs per page of `GET /api/admin/jobs`. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** Job kinds an admin may queue by hand. */
export const ADMIN_JOB_KINDS = ["rebuild-site"] as const;

const querySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: `must be one of ${JOB_STATUSES.join(", ")}` }).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of 1 or more")
    .transform(Number)
    .pipe(z.number().min(1, "must be a whole number of 1 or more"))
    .default(1),
});

const bodySchema = z.object({ kind: z.enum(ADMIN_JOB_KINDS, { error: `must be one of ${ADMIN_JOB_KINDS.join(", ")}` }) });

/**
 * GET /api/admin/jobs?status=&page=: `{ jobs, total, page, pageSize, counts }`, newest first,
 * 25 a page, `counts` by status. POST `{ kind: "rebuild-site" }`: queues a job, 201 `{ id, created: true }`, or answers 200
 * `{ id, created: false }` with the same kind's job that is still waiting to start.
 */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const input = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v.trim() !== ""));
    const query = querySchema.safeParse(input);
    if (!query.success) return jsonError(formatZodError(query.error), 400);
    const { status, page } = query.data;
    const db = getDatabase();
    const counts = countJobsByStatus(db);
    const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
    const jobs = listJobs(db, { status, limit: ADMIN_JOBS_PAGE_SIZE, offset: (page - 1) * ADMIN_JOBS_PAGE_SIZE });
    return json({ jobs, total, page, pageSize: ADMIN_JOBS_PAGE_SIZE, counts });
  },
  POST: async (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const parsed = await parseBody(req, bodySchema, 4 * 1024);
    if (!parsed.ok) return parsed.response;
    const db = getDatabase();
    const { id, created } = db.transaction(() => enqueueJobOnce(db, parsed.data.kind, {}, admin.username)).immediate();
    return json({ id, created }, { status: created ? 201 : 200 });
  },
});

export const config = { path: "/api/admin/jobs" };
