import { useStore } from "@nanostores/react";
import { $matched, $quoteForm, $submission, reset } from "../../stores/quote";

/** Step 7: the confirmation id and a fresh start. The heading is rendered by the wizard. */
export function StepSuccess() {
  const { leadId } = useStore($submission);
  const { firstName, selectedCompanies } = useStore($quoteForm, { keys: ["firstName", "selectedCompanies"] });
  const matched = useStore($matched);
  const chosen = matched.fallback ? 0 : selectedCompanies.length;
  return (
    <div className="grid gap-4 text-slate-700">
      <p>
        Thank you{firstName.trim() ? `, ${firstName.trim()}` : ""}.{" "}
        {chosen > 0
          ? `Your request went to the ${chosen === 1 ? "mover" : `${chosen} movers`} you chose, and to our team.`
          : "Your request went to our team, who will find movers for your route."}{" "}
        Expect quotes by phone or email soon.
      </p>
      <p className="rounded-lg bg-brand-50 p-4">
        <span className="block text-sm text-slate-700">Your confirmation ID</span>
        <strong className="block break-all font-mono text-lg text-brand-800" data-confirmation-id>
          {leadId}
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
