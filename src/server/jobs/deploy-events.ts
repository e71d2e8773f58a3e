import { z } from "zod";
import { appendJobLog, finishJobDeploy, startJobDeploy } from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";

/**
 * Netlify's deploy events moving a 'rebuild-site' job on: a rebuild asked for through the build
 * hook carries the job in the deploy's title (`trigger_title`), so when Netlify reports that
 * deploy building, live or failed, the job named there follows. Deploys with another title (git
 * pushes, deploys from the Netlify UI) change no job.
 */

/** The deploy title a rebuild job's build hook call asks for. */
export const deployTitleForJob = (jobId: number): string => `rebuild-site job ${jobId}`;

/** The job a deploy title names, or undefined for any other title. */
export function jobIdFromDeployTitle(title: string | null | undefined): number | undefined {
  const match = /^rebuild-site job (\d{1,12})$/.exec(title?.trim() ?? "");
  return match ? Number(match[1]) : undefined;
}

/**
 * The part of an event function's JSON body we read: Netlify posts `{ payload: <deploy>, site }`
 * with the deploy in the API's snake_case (`id`, `state`, `title`, `error_message`, ...). Other
 * fields are ignored.
 */
export const deployEventSchema = z.object({
  payload: z.object({
    id: z.string().min(1).max(200),
    state: z.string().max(200).nullish(),
    title: z.string().max(10_000).nullish(),
    error_message: z.string().max(100_000).nullish(),
  }),
});
export type DeployEventBody = z.infer<typeof deployEventSchema>;
export type Deploy = DeployEventBody["payload"];

export type DeployEvent = "building" | "succeeded" | "failed";

/** What an event did: the job its deploy title names (null for none) and whether it changed. */
export interface DeployEventOutcome {
  jobId: number | null;
  changed: boolean;
}

function logLine(event: DeployEvent, deploy: Deploy): string {
  if (event === "building") return `Netlify started building deploy ${deploy.id}`;
  if (event === "succeeded") return `Netlify deploy ${deploy.id} is live`;
  return `Netlify deploy ${deploy.id} failed: ${deploy.error_message || "no error message"}`;
}

/**
 * Applies one deploy event to the job its title names: building → running with the deploy id,
 * succeeded → succeeded, failed → failed with the deploy's error message; each appends a log
 * line. A repeated or late event, or one for a finished job, changes nothing.
 */
export async function recordDeployEvent(store: Store, event: DeployEvent, deploy: Deploy): Promise<DeployEventOutcome> {
  const jobId = jobIdFromDeployTitle(deploy.title);
  if (jobId === undefined) return { jobId: null, changed: false };
  const changed = await store.db.transaction().execute(async (trx) => {
    const moved =
      event === "building"
        ? await startJobDeploy(trx, jobId, deploy.id)
        : await finishJobDeploy(trx, jobId, deploy.id, event, event === "failed" ? deploy.error_message || "Netlify deploy failed" : undefined);
    if (moved) await appendJobLog(trx, jobId, `${logLine(event, deploy)}\n`);
    return moved;
  });
  return { jobId, changed };
}
