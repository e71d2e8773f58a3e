/** A spinner with a text for assistive technology (sign-in check and lazy pages). */
export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-slate-700" role="status">
      <span className="inline-block h-6 w-6 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
