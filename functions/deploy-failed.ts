import { defineFunction } from "../src/server/http/define-function";
import { deployEventRoute } from "../src/server/jobs/deploy-event-route";

/**
 * Netlify's deploy-failed event. Netlify calls this function, chosen by its file name (so it has
 * no `config.path`), when a deploy does not complete: the rebuild job named in the deploy's title
 * fails with the deploy's error message. Other deploys change nothing.
 * Answers 200 `{ ok, jobId, changed }`.
 */
export default defineFunction({ POST: deployEventRoute("failed") });
