import { formatZodError, zodIssues } from "../../lib/errors";
import { jsonErrorWriter, route } from "../http/define-function";
import { json } from "../http/responses";
import { type DeployEvent, deployEventSchema, recordDeployEvent } from "./deploy-events";

/**
 * The POST route of the deploy event functions (functions/deploy-building.ts, -succeeded,
 * -failed). Netlify invokes them itself, by file name, and signs and checks those invocations
 * before they reach the code, so there is no secret to verify here; the route still accepts only
 * POST with a JSON body that parses as a deploy event. The body is read as bytes (up to
 * 1 MB: a deploy lists its functions and files) rather than by Content-Type, which Netlify does
 * not document for these calls.
 */
export const DEPLOY_EVENT_MAX_BYTES = 1024 * 1024;

export function deployEventRoute(event: DeployEvent) {
  return route<undefined, Uint8Array>({
    body: { raw: true, maxBytes: DEPLOY_EVENT_MAX_BYTES },
    async handle({ body, store, context }) {
      let raw: unknown;
      try {
        raw = JSON.parse(Buffer.from(body).toString("utf8"));
      } catch {
        return jsonErrorWriter("Body must be JSON", 400);
      }
      const parsed = deployEventSchema.safeParse(raw);
      if (!parsed.success) return jsonErrorWriter(formatZodError(parsed.error), 400, { issues: zodIssues(parsed.error) });
      const deploy = parsed.data.payload;
      const outcome = await recordDeployEvent(await store(), event, deploy);
      if (outcome.jobId !== null) {
        console.log(`[${context.requestId}] deploy-${event} ${deploy.id}: job ${outcome.jobId} ${outcome.changed ? "updated" : "unchanged"}`);
      }
      return json({ ok: true, ...outcome });
    },
  });
}
