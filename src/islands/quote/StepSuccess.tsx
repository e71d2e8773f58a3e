import { useStore } from "@nanostores/react";
import { $quoteForm, reset } from "../../stores/quote";
import { $confirmation } from "../../stores/quote-persistence";

/**
 * Step 7: the confirmation id, the movers the request went to, and a fresh start. The heading
 * is rendered by the wizard. After a reload only the confirmation is kept (not the visitor's
 * details), so the greeting then goes without the first name.
 */
export function StepSuccess() {
  const confirmation = useStore($confirmation);
  const { firstName } = useStore($quoteForm, { keys: ["firstName"] });
  const movers = confirmation?.movers ?? [];
  const chosen = movers.length;
  return (
    <div className="grid gap-4 text-slate-700">
      <p>
        Thank you{firstName.trim() ? `, ${firstName.trim()}` : ""}.{" "}
        {chosen > 0
          ? `Your request went to the ${chosen === 1 ? "mover" : `${chosen} movers`} you chose, and to our team.`
          : "Your request went to our team, who will find movers for your route."}{" "}
        Expect quotes by phone or email soon.
      </p>
      {chosen > 0 && (
        <div>
          <p className="text-sm font-semibold text-slate-900">Movers who received your request:</p>
          <ul className="mt-1 list-disc pl-5">
            {movers.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two movers may share a name; the list never reorders
              <li key={i}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="rounded-lg bg-brand-50 p-4">
        <span className="block text-sm text-slate-700">Your confirmation ID</span>
        <strong className="block break-all font-mono text-lg text-brand-800" data-confirmation-id>
          {confirmation?.leadId ?? ""}
        </strong>
      </p>
      <p className="text-sm">Keep this ID in case you contact us about this request.</p>
      <div>
        <button type="button" onClick={reset} className="rounded-md border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
          Start a new quote
        </button>
      </div>
    </div>
  );
}
