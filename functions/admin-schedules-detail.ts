import { SCHEDULE_BODY_MAX_BYTES, schedulePatchSchema } from "../src/lib/admin/schedules";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { deleteSchedule, getSchedule, ScheduleInputError, updateSchedule } from "../src/server/scripts/schedules";

/**
 * GET /api/admin/schedules/:id: one schedule. PATCH with any of `{ script_id, cron, timezone,
 * enabled, params }`: edits it (enable / disable included) and answers it as it now is; 400s
 * name the field as on create. DELETE: removes it, 204 (its past runs stay in the jobs list).
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const schedule = id === undefined ? undefined : await getSchedule(await store(), id);
      return schedule ? json(schedule) : fail("Schedule not found", 404);
    },
  }),
  PATCH: route({
    admin: true,
    body: { schema: schedulePatchSchema, maxBytes: SCHEDULE_BODY_MAX_BYTES },
    async handle({ context, body, admin, store, fail }) {
      const id = idParam(context);
      try {
        const schedule = id === undefined ? undefined : await updateSchedule(await store(), id, body, admin.username);
        return schedule ? json(schedule) : fail("Schedule not found", 404);
      } catch (error) {
        if (error instanceof ScheduleInputError) return json({ error: error.message, issues: error.issues }, { status: 400 });
        throw error;
      }
    },
  }),
  DELETE: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      const deleted = id !== undefined && (await deleteSchedule(await store(), id, admin.username));
      return deleted ? new Response(null, { status: 204 }) : fail("Schedule not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/schedules/:id" };
