import { useId } from "react";
import type { Progress } from "../../lib/companies/featured";
import { ProgressTrack } from "../ui/ProgressBar";

/** The batches' progress: companies loaded so far out of about 50, as a labelled progressbar. */
export default function FeaturedProgress({ loaded, total }: Progress) {
  const labelId = useId();
  const percent = Math.min(100, Math.round((loaded / total) * 100));
  return (
    <div className="mb-4">
      <div className="flex justify-between text-sm text-slate-700">
        <span id={labelId}>Loading more companies</span>
        <span aria-hidden="true">
          {loaded} of about {total}
        </span>
      </div>
      <ProgressTrack
        aria-labelledby={labelId}
        aria-valuemax={total}
        aria-valuenow={Math.min(loaded, total)}
        aria-valuetext={`${loaded} of about ${total} companies loaded`}
        percent={percent}
        className="mt-1"
      />
    </div>
  );
}
