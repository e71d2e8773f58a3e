/** While a step's code downloads (only when it was not fetched ahead), or when the download failed. */
export function StepLoading({ failed, retry }: { failed: boolean; retry(): void }) {
  return (
    <div role="status" className="py-6 text-slate-700">
      {failed ? (
        <p>
          This step could not be loaded. Check your connection and{" "}
          <button type="button" onClick={retry} className="font-semibold text-brand-700 underline">
            try again
          </button>
          .
        </p>
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
