import { useEffect, useRef } from "react";
import { isJobActive, type Job } from "../../../lib/admin/jobs-api";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { useAdminQuery, usePolling } from "../admin-data";

/**
 * Loads one job by the id in the URL and follows it while it is queued or running: polls every
 * `pollMs` and keeps the newest log output in view in the `<pre>` given `logRef`. `valid` is
 * false for an id that cannot be a job's (nothing is requested then).
 */
export function useFollowedJob(id: string, pollMs?: number) {
  const valid = /^\d{1,12}$/.test(id);
  const { data: job, error, loading, reload } = useAdminQuery<Job>(valid ? fillPath(API_PATHS.adminJob, { id }) : null);
  const active = job ? isJobActive(job.status) : false;
  usePolling(active, reload, pollMs);
  const logRef = useRef<HTMLPreElement>(null);
  const logLength = job?.log.length ?? 0;
  useEffect(() => {
    if (active && logLength > 0 && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [active, logLength]);
  return { valid, job, error, loading, reload, active, logRef };
}

export type FollowedJob = ReturnType<typeof useFollowedJob>;
