import { MOVE_SIZE_IDS } from "../../lib/quote/move-sizes";
import { type QuoteServices, startSession } from "../../stores/quote";
import { prefillFromUrl } from "../../stores/quote-flow";
import { restoreSavedQuote, saveQuoteChanges } from "../../stores/quote-persistence";
import type { PlaceResolver } from "../../stores/quote-route";
import { prefillRouteContext } from "../../stores/quote-route-resolve";
import { followStepHistory } from "./step-history";

export { back, next } from "../../stores/quote-flow";
/** Shown when a look-up finds an ambiguous place: it comes with the look-ups. */
export { PlaceChooser } from "./PlaceChooser";

/**
 * What the wizard runs once the visitor is under way (or at once when the page resumes a saved
 * quote, carries a prefilled route or returns through the history): the saved quote or the
 * address's prefill, the session, saving every change and the steps in the browser history.
 * Returns the function that stops saving and following the history.
 */
export function startWizard(services: QuoteServices, resolvePlace: PlaceResolver): () => void {
  const search = window.location.search;
  // A reload continues the saved quote, whose answers already hold the address's prefill.
  if (!restoreSavedQuote(search)) {
    const params = new URLSearchParams(search);
    prefillFromUrl(params, MOVE_SIZE_IDS);
    void prefillRouteContext(params, resolvePlace);
  }
  void startSession(services);
  const stops = [saveQuoteChanges(search), followStepHistory(services)];
  return () => {
    for (const stop of stops) stop();
  };
}
