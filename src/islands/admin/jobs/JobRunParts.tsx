import type { ReactNode, RefObject } from "react";
import type { Job } from "../../../lib/admin/jobs-api";
import { ProgressBar } from "../../ui/ProgressBar";
import { type Definition, DefinitionList, DetailPage, formatDateTime, Panel } from "../ui";
import type { FollowedJob } from "./use-followed-job";

/**
 * The pieces of a page that follows one job (the Jobs System's job page and a script run's page):
 * the link back to the list, progress and facts, the outcome line and the captured log.
 */

/** "← All jobs": the arrow is part of the link's name on these pages. */
export function JobBackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="text-sm font-semibold text-brand-700 hover:underline">
      ← {label}
    </a>
  );
}

/**
 * A page about one followed job (`useFollowedJob`): its not-found panel and loading text, then
 * what `children` draws of the job and, last, the captured log.
 */
export function JobRunPage({
  followed,
  noun,
  id,
  back,
  children,
}: {
  followed: FollowedJob;
  noun: "job" | "run";
  id: string;
  back: ReactNode;
  children: (job: Job) => ReactNode;
}) {
  const { valid, job, error, reload, active, logRef } = followed;
  const notFound = { title: `${noun === "job" ? "Job" : "Run"} not found`, message: `There is no ${noun} #${id}.`, back };
  return (
    <DetailPage valid={valid} load={{ data: job, error, reload }} notFound={notFound} loadingLabel={`Loading the ${noun}…`}>
      {(job) => (
        <div className="space-y-6">
          {children(job)}
          <Panel title="Log">
            <JobLog job={job} noun={noun} active={active} logRef={logRef} />
          </Panel>
        </div>
      )}
    </DetailPage>
  );
}

/** Progress bar, then who started the job, when it was queued, started and finished, and how long it took. */
export function JobFacts({ job, label, duration, extra }: { job: Job; label: string; duration: string; extra?: Definition | false }) {
  return (
    <>
      <ProgressBar value={job.progress} status={job.status} label={label} />
      <DefinitionList
        layout="columns"
        className="mt-4"
        items={[
          ["Started by", job.createdBy ?? "system"],
          ["Queued", formatDateTime(job.createdAt)],
          ["Started", formatDateTime(job.startedAt)],
          ["Finished", formatDateTime(job.finishedAt)],
          ["Duration", duration],
          extra,
        ]}
      />
    </>
  );
}

const NOTE = "mt-4 rounded-md border p-3 text-sm";

/** How the job ended: its error, "cancelled", or `success` (null: nothing to say on success). */
export function JobOutcome({ job, noun, success }: { job: Job; noun: "job" | "run"; success: string | null }) {
  return (
    <div aria-live="polite">
      {job.status === "failed" && job.error && (
        <p className={`${NOTE} border-red-300 bg-red-50 text-red-900`} role="alert">
          Failed: {job.error}
        </p>
      )}
      {job.status === "cancelled" && <p className={`${NOTE} border-slate-300 bg-slate-50 text-slate-900`}>This {noun} was cancelled.</p>}
      {job.status === "succeeded" && success && <p className={`${NOTE} border-green-300 bg-green-50 text-green-900`}>{success}</p>}
    </div>
  );
}

/** The job's captured output, kept scrolled to the end by `useFollowedJob` while it runs. */
export function JobLog({ job, noun, active, logRef }: { job: Job; noun: "job" | "run"; active: boolean; logRef: RefObject<HTMLPreElement | null> }) {
  if (!job.log) return <p className="text-sm text-slate-600">{active ? "Waiting for output…" : `This ${noun} wrote no output.`}</p>;
  return (
    <pre
      ref={logRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard scrollable (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
    >
      {job.log}
    </pre>
  );
}
