import { useStore } from "@nanostores/react";
import { $quoteForm } from "../../stores/quote";
import { reset } from "../../stores/quote-flow";
import { $confirmation } from "../../stores/quote-persistence";

/**
 * Step 7: a summary of the move (from → to, date, size, the movers contacted), the confirmation
 * id, and a fresh start. The heading is rendered by the wizard. After a reload only the
 * confirmation and the move's summary are kept (not the visitor's details), so the greeting
 * then goes without the first name.
 */
const ROW = "sm:grid sm:grid-cols-[9rem_1fr] sm:gap-x-4";

export function StepSuccess() {
  const confirmation = useStore($confirmation);
  const { firstName } = useStore($quoteForm, { keys: ["firstName"] });
  const movers = confirmation?.movers ?? [];
  const move = confirmation?.move;
  const chosen = movers.length;
  const rows: Array<[string, string]> = move
    ? [
        ["Moving from", move.from],
        ["Moving to", move.to],
        ["Moving date", move.date],
        ["Move size", move.size],
      ]
    : [];
  return (
    <div className="grid gap-4 text-slate-700">
      <p>
        Thank you{firstName.trim() ? `, ${firstName.trim()}` : ""}.{" "}
        {chosen > 0
          ? `Your request went to the ${chosen === 1 ? "mover" : `${chosen} movers`} you chose, and to our team.`
          : "Your request went to our team, who will find movers for your route."}{" "}
        Expect quotes by phone or email soon.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a summary to read, not a set of form controls a fieldset would group */}
      <div role="group" aria-label="Your move" className="rounded-lg border border-slate-200 p-4" data-move-summary>
        <p className="font-semibold text-slate-900">
          {move?.from || "Your origin"} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {move?.to || "your destination"}
        </p>
        <dl className="mt-3 grid gap-y-2 text-sm">
          {rows
            .filter(([, value]) => value !== "")
            .map(([term, value]) => (
              <div key={term} className={ROW}>
                <dt className="font-medium text-slate-900">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          <div className={ROW}>
            <dt className="font-medium text-slate-900">Movers contacted</dt>
            <dd>
              {chosen > 0 ? (
                <ul className="list-disc pl-5">
                  {movers.map((name, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two movers may share a name; the list never reorders
                    <li key={i}>{name}</li>
                  ))}
                </ul>
              ) : (
                "Our team will find movers for your route"
              )}
            </dd>
          </div>
        </dl>
      </div>
      <p className="rounded-lg bg-brand-50 p-4">
        <span className="block text-sm text-slate-700">Your confirmation ID</span>
        <strong className="block break-all font-mono text-lg text-brand-800" data-confirmation-id>
          {confirmation?.leadId ?? ""}
        </strong>
      </p>
      <p className="text-sm">Keep this ID in case you contact us about this request.</p>
      <div>
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Start a new quote
        </button>
      </div>
    </div>
  );
}
