import { useId } from "react";
import type { Progress } from "../../lib/companies/featured";

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
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(loaded, total)}
        aria-valuetext={`${loaded} of about ${total} companies loaded`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
