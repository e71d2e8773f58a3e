import { MOVE_SIZE_IDS } from "../../lib/quote/move-sizes";
import { startSession } from "../../stores/quote";
import { back, next, prefillFromUrl } from "../../stores/quote-flow";
import { restoreSavedQuote, saveQuoteChanges } from "../../stores/quote-persistence";
import { prefillRouteContext } from "../../stores/quote-route-resolve";
import { followStepHistory } from "./step-history";
import { resolvePlace, services } from "./wizard-services";

/** The toasts: every one the wizard shows is raised by these transitions. */
export { ToastCards } from "../ui/Toasts";
/** Shown when a look-up finds an ambiguous place: it comes with the look-ups. */
export { PlaceChooser } from "./PlaceChooser";
export { LaterStepBody } from "./step-bodies";
export { LATER_STEP_TITLES, prefetchAfter } from "./step-loaders";

/** Continue: checks the step (and at step 1 looks up places typed by hand), then moves on or submits. */
export const nextStep = (): Promise<void> => next(services);
/** The wizard's Back button. */
export const backStep = (): void => back(services);

/**
 * What the wizard runs once the visitor is under way (or at once when the page resumes a saved
 * quote, carries a prefilled route or returns through the history): the saved quote or the
 * address's prefill, the session, saving every change and the steps in the browser history.
 * Returns the function that stops saving and following the history.
 */
export function startWizard(): () => void {
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
