import { SCHEDULE_BODY_MAX_BYTES, schedulePatchSchema } from "../src/lib/admin/schedules-api";
import { adminGetById, byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";
import { deleteSchedule, getSchedule, ScheduleInputError, updateSchedule } from "../src/server/scripts/schedules";

const NOT_FOUND = "Schedule not found";

/**
 * GET /api/admin/schedules/:id: one schedule. PATCH with any of `{ script_id, cron, timezone,
 * enabled, params }`: edits it (enable / disable included) and answers it as it now is; 400s
 * name the field as on create. DELETE: removes it, 204 (its past runs stay in the jobs list).
 */
export default defineFunction({
  GET: adminGetById(NOT_FOUND, getSchedule),
  PATCH: byId(NOT_FOUND, {
    admin: true,
    body: { schema: schedulePatchSchema, maxBytes: SCHEDULE_BODY_MAX_BYTES },
    async handle({ id, body, admin, store, fail }) {
      try {
        return await updateSchedule(await store(), id, body, admin.username);
      } catch (error) {
        if (error instanceof ScheduleInputError)
          return fail(
            error.message,
            400,
            undefined,
            error.issues.map((i) => ({ field: i.path, message: i.message })),
          );
        throw error;
      }
    },
  }),
  DELETE: byId(NOT_FOUND, {
    admin: true,
    handle: async ({ id, admin, store }) => (await deleteSchedule(await store(), id, admin.username)) && new Response(null, { status: 204 }),
  }),
});

export const config = { path: "/api/admin/schedules/:id" };
