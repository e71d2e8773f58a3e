import { config as appConfig } from "../src/server/config";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { deliverScheduledOutbox } from "../src/server/jobs/outbox-worker";

/**
 * Scheduled every minute (Netlify runs scheduled functions with a POST and no URL of their
 * own): sends the warehouse copies of leads that are due, first attempts whose delivery after
 * the lead did not finish and retries after backoff. Answers what it did, or that no warehouse
 * is configured.
 */
export default defineFunction({
  POST: route({
    // Netlify's scheduler posts `{ "next_run": … }`; it is read (to its small limit) and ignored.
    body: { raw: true, maxBytes: 4 * 1024 },
    async handle({ store }) {
      return json(await deliverScheduledOutbox(store, appConfig()));
    },
  }),
});

export const config = { schedule: "* * * * *" };
