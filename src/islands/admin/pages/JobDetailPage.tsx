import { adminPath } from "../../../lib/admin-paths";
import { JobBackLink, JobFacts, JobOutcome, JobRunPage } from "../jobs/JobRunParts";
import { useFollowedJob } from "../jobs/use-followed-job";
import { Panel, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

/** "1 min 05 s" between two ISO times (or until now while running). */
function duration(from: string | null, to: string | null): string {
  if (!from) return "—";
  const ms = (to ? new Date(to).getTime() : Date.now()) - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return "—";
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

function uploadIdOf(payload: unknown): number | null {
  if (payload && typeof payload === "object" && "uploadId" in payload && typeof payload.uploadId === "number") return payload.uploadId;
  return null;
}

/** One job: status, progress, times and its captured log, refreshed while it runs. */
export default function JobDetailPage({ id }: { id: string }) {
  const followed = useFollowedJob(id);
  const back = <JobBackLink href={adminPath("jobs")} label="All jobs" />;

  return (
    <JobRunPage followed={followed} noun="job" id={id} back={back}>
      {(job) => {
        const uploadId = uploadIdOf(job.payload);
        return (
          <>
            {back}
            <Panel title={`Job #${job.id}: ${jobLabel(job.kind)}`} actions={<StatusBadge status={job.status} />}>
              <JobFacts
                job={job}
                label="Job progress"
                duration={duration(job.startedAt, job.finishedAt)}
                extra={
                  uploadId !== null && [
                    "Triggered by",
                    <a key="upload" href={adminPath("upload")} className="text-brand-700 hover:underline">
                      CSV upload #{uploadId}
                    </a>,
                  ]
                }
              />
              <JobOutcome job={job} noun="job" success={job.kind === "rebuild-site" ? "The new site is live." : null} />
            </Panel>
          </>
        );
      }}
    </JobRunPage>
  );
}
