import type { StepNumber } from "../../lib/quote/form-state";
import { $quoteForm, $step, LAST_STEP, type QuoteServices } from "../../stores/quote";
import { historyStep } from "../../stores/quote-flow";
import { loadStepRules, stepRulesReady } from "../../stores/quote-rules";

/**
 * Puts the wizard's steps into the browser history, so the phone's Back button returns to the
 * previous step instead of leaving the page. Each entry's state records its step, the lead it
 * belongs to and `chain`: how many entries directly behind it are this quote's previous steps.
 * Continue pushes an entry; the wizard's own Back (or a jump back to a step the server
 * refused) walks the history back when those entries exist, so browser and wizard agree. The
 * success step starts a new chain of length 0, and entries of a submitted or reset quote are
 * not reopened: Back there keeps the page as it is.
 */
interface StepEntry {
  quoteStep: StepNumber;
  quoteLead: string;
  quoteChain: number;
}

function readEntry(state: unknown): StepEntry | null {
  const s = state as Partial<StepEntry> | null;
  if (!s || typeof s !== "object" || typeof s.quoteStep !== "number" || typeof s.quoteLead !== "string") return null;
  if (s.quoteStep < 1 || s.quoteStep > LAST_STEP) return null;
  return { quoteStep: s.quoteStep as StepNumber, quoteLead: s.quoteLead, quoteChain: Math.max(0, Math.floor(Number(s.quoteChain) || 0)) };
}

/** Keeps other state a page script may have put there; the address stays as it is. */
function write(entry: StepEntry, mode: "push" | "replace"): void {
  const state = { ...(history.state && typeof history.state === "object" ? history.state : {}), ...entry };
  if (mode === "push") history.pushState(state, "", window.location.href);
  else history.replaceState(state, "", window.location.href);
}

/** Starts following the wizard's steps in the history; returns the function that stops it. */
export function followStepHistory(services: QuoteServices): () => void {
  const lead = () => $quoteForm.get().leadUuid;
  const loaded = readEntry(history.state);
  // The entry the page is on; tracked here because history.go() only lands later.
  let current: StepEntry = loaded && loaded.quoteLead === lead() ? loaded : { quoteStep: $step.get(), quoteLead: lead(), quoteChain: 0 };
  let fromHistory = false;

  const follow = (step: StepNumber) => {
    if (step === current.quoteStep && lead() === current.quoteLead) return;
    const back = current.quoteStep - step;
    if (step === LAST_STEP) {
      current = { quoteStep: step, quoteLead: lead(), quoteChain: 0 };
      write(current, "push");
    } else if (step === current.quoteStep + 1 && lead() === current.quoteLead) {
      current = { quoteStep: step, quoteLead: lead(), quoteChain: current.quoteChain + 1 };
      write(current, "push");
    } else if (back > 0 && back <= current.quoteChain && lead() === current.quoteLead) {
      current = { ...current, quoteStep: step, quoteChain: current.quoteChain - back };
      history.go(-back);
    } else {
      current = { quoteStep: step, quoteLead: lead(), quoteChain: 0 };
      write(current, "replace");
    }
  };

  // A reload lands on this quote's own entry (the saved step may be an earlier one); any
  // other entry becomes the first of this quote's chain.
  if (loaded && loaded.quoteLead === lead()) follow($step.get());
  else write(current, "replace");
  const stopListening = $step.listen((step) => {
    if (!fromHistory) follow(step);
  });

  const onPopState = (event: PopStateEvent) => {
    const entry = readEntry(event.state);
    if (!entry) return;
    const step = $step.get();
    if (entry.quoteLead === lead() && entry.quoteStep === step) {
      current = entry;
      return;
    }
    if (entry.quoteStep > step && !stepRulesReady()) {
      // Forward needs the step rules: ask again once they are here (offline: the entry stands for the step on screen).
      loadStepRules().then(
        () => onPopState(event),
        () => {
          current = { quoteStep: $step.get(), quoteLead: lead(), quoteChain: 0 };
          write(current, "replace");
        },
      );
      return;
    }
    fromHistory = true;
    const moved = entry.quoteLead === lead() && step !== LAST_STEP && historyStep(entry.quoteStep, services);
    fromHistory = false;
    if (moved) current = entry;
    else {
      // Not reopening it: this entry now stands for the step on screen.
      current = { quoteStep: step, quoteLead: lead(), quoteChain: 0 };
      write(current, "replace");
    }
  };
  window.addEventListener("popstate", onPopState);
  return () => {
    stopListening();
    window.removeEventListener("popstate", onPopState);
  };
}
