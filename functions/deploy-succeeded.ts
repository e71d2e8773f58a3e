import { defineFunction } from "../src/server/http/define-function";
import { deployEventRoute } from "../src/server/jobs/deploy-event-route";

/**
 * Netlify's deploy-succeeded event. Netlify calls this function, chosen by its file name (so it
 * has no `config.path`), when a deploy is live: the rebuild job named in the deploy's title
 * succeeds. Other deploys change nothing. Answers 200 `{ ok, jobId, changed }`.
 */
export default defineFunction({ POST: deployEventRoute("succeeded") });
