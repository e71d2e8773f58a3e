import { SCHEDULE_BODY_MAX_BYTES, scheduleCreateSchema } from "../src/lib/admin/schedules-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { createSchedule, listSchedules, ScheduleInputError, schedulableScripts } from "../src/server/scripts/schedules";

/**
 * GET /api/admin/schedules: `{ schedules, scripts }`, each schedule with `next_run_at` and its
 * next 3 runs, each script with its parameters as JSON Schema (for the form).
 * POST `{ script_id, cron, enabled?, params?, timezone? }`: creates a schedule, 201 with it; an
 * invalid expression, time zone, unknown script or parameter the script refuses is a 400
 * naming the field (`cron`, `timezone`, `script_id`, `params.<name>`).
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json({ schedules: await listSchedules(await store()), scripts: schedulableScripts() });
    },
  }),
  POST: route({
    admin: true,
    body: { schema: scheduleCreateSchema, maxBytes: SCHEDULE_BODY_MAX_BYTES },
    async handle({ body, admin, store }) {
      try {
        return json(await createSchedule(await store(), body, admin.username), { status: 201 });
      } catch (error) {
        if (error instanceof ScheduleInputError) return json({ error: error.message, issues: error.issues }, { status: 400 });
        throw error;
      }
    },
  }),
});

export const config = { path: "/api/admin/schedules" };
