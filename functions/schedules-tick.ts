import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { runDueSchedules } from "../src/server/scripts/schedules-runner";

/**
 * Scheduled every five minutes (Netlify invokes scheduled functions with a POST and gives them
 * no URL): starts each script schedule that is due, once however many of its times were missed.
 * Scripts other than the site rebuild then run in the `script-run-background` function.
 * Answers `{ started, failed }`.
 */
export default defineFunction({
  POST: route({
    // Netlify's scheduler posts `{ "next_run": … }`; it is read (to its small limit) and ignored.
    body: { raw: true, maxBytes: 4 * 1024 },
    async handle({ store }) {
      return json(await runDueSchedules(await store(), new Date()));
    },
  }),
});

export const config = { schedule: "*/5 * * * *" };
