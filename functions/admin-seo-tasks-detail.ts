import { TASK_PATCH_MAX_BYTES, taskParamsSchema, taskPatchSchema } from "../src/lib/admin/seo-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { updateTask } from "../src/server/seo/audit-admin";

/** PATCH /api/admin/seo/tasks/:code `{ status: "open" | "ignored" }`: the task as it now is; 404 for an unknown code. */
export default defineFunction({
  PATCH: route({
    admin: true,
    body: { schema: taskPatchSchema, maxBytes: TASK_PATCH_MAX_BYTES },
    params: taskParamsSchema,
    notFound: "Task not found",
    async handle({ params, body, admin, store, fail }) {
      const task = await updateTask(await store(), params.code, body.status, admin.username);
      return task ? json(task) : fail("Task not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/seo/tasks/:code" };
