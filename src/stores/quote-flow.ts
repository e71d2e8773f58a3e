import { fromWireDate, parseDay } from "../lib/dates";
import { initialQuoteState, type QuoteFormState, type StepNumber } from "../lib/quote/form-state";
import {
  $fieldErrors,
  $matched,
  $quoteForm,
  $step,
  $submission,
  $toggles,
  editLocation,
  type FieldErrors,
  IDLE_MATCH,
  IDLE_SUBMISSION,
  LAST_STEP,
  newUuid,
  type QuoteServices,
  setField,
  todayIso,
} from "./quote";
import { fieldStep, loadedStepRules, loadStepRules } from "./quote-rules";
import { dismissToast, showToast } from "./toast";

/** The wizard's moves between steps: Continue, Back, the browser's history, submitting and starting over. */

/** Validates the current step with the shared schema; errors go inline and into one toast. */
export async function validateStep(step: StepNumber = $step.get()): Promise<FieldErrors> {
  const { stepSchema } = await loadStepRules();
  const result = stepSchema(step, $toggles.get())?.safeParse($quoteForm.get());
  const errors: FieldErrors = {};
  for (const issue of result && !result.success ? result.error.issues : []) {
    const field = String(issue.path[0]) as keyof QuoteFormState;
    errors[field] ??= issue.message;
  }
  $fieldErrors.set(errors);
  if (Object.keys(errors).length > 0) {
    showToast({ title: "Please check your information", description: "Please fill in all required fields correctly.", variant: "destructive" });
  }
  return errors;
}

/** Continue: validate, then advance; step 6 submits the lead. */
export async function next(services: QuoteServices): Promise<void> {
  const step = $step.get();
  if (step === LAST_STEP || $submission.get().status === "submitting") return;
  let errors: FieldErrors;
  try {
    errors = await validateStep(step);
  } catch {
    showToast({
      title: "Please try again",
      description: "We couldn't load the form's checks. Check your connection and press Continue again.",
      variant: "destructive",
    });
    return;
  }
  if (Object.keys(errors).length > 0) return;
  if (step === 1 && services.resolveRoute && !(await services.resolveRoute())) return;
  dismissToast(); // the step is fixed now: an earlier toast no longer applies
  if (step === 6) return submit(services);
  goTo((step + 1) as StepNumber, services);
}

/** Back: the previous step, never below 1 (and not out of the success step). */
export function back(services: QuoteServices): void {
  const step = $step.get();
  if (step <= 1 || step === LAST_STEP || $submission.get().status === "submitting") return;
  $fieldErrors.set({});
  dismissToast();
  goTo((step - 1) as StepNumber, services);
}

/** A new quote: defaults with a new lead uuid, step 1; the browser session's id is kept. */
export function reset(): void {
  const { sessionId } = $quoteForm.get();
  $quoteForm.set({ ...initialQuoteState(newUuid()), sessionId });
  $fieldErrors.set({});
  $matched.set(IDLE_MATCH);
  $submission.set(IDLE_SUBMISSION);
  $step.set(1);
  dismissToast();
}

function goTo(step: StepNumber, services: QuoteServices): void {
  $step.set(step);
  const { leadUuid, sessionId } = $quoteForm.get();
  if (step >= 2) services.sendFunnelEvent({ event: "form_step", step, lead_uuid: leadUuid, session_id: sessionId });
  if (step === 5) void loadMatches(services);
}

function matchKey(s: QuoteFormState): string {
  return JSON.stringify([s.leadUuid, s.movingFrom, s.fromLocationZip, s.movingTo, s.toLocationZip, s.moveSize, s.movingDate]);
}

/** Matches companies for the route, unless the list already fits it; all real ones preselected. */
async function loadMatches(services: QuoteServices): Promise<void> {
  const state = $quoteForm.get();
  const key = matchKey(state);
  if ($matched.get().key === key) return;
  $matched.set({ ...IDLE_MATCH, status: "loading", key });
  const result = await services.matchCompanies(state);
  if ($matched.get().key !== key) return; // the route changed meanwhile, or the form was reset
  $matched.set({ status: "ready", companies: result.companies, fallback: result.fallback, key });
  $quoteForm.setKey("pingId", result.pingId);
  setField(
    "selectedCompanies",
    result.companies.filter((c) => !c.isFallback && c.id > 0).map((c) => c.id),
  );
}

async function submit(services: QuoteServices): Promise<void> {
  $submission.set({ ...IDLE_SUBMISSION, status: "submitting" });
  const state = $quoteForm.get();
  const result = await services.submitLead(state);
  const ids = { lead_uuid: state.leadUuid, session_id: state.sessionId };
  services.sendFunnelEvent({ event: "form_submission", status: result.ok ? "success" : "error", ...ids });
  if (!result.ok) {
    $submission.set({ status: "error", leadId: "", error: result.message });
    if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) return showServerFieldErrors(result.fieldErrors);
    showToast({ title: "Error submitting form", description: result.message, variant: "destructive" });
    return;
  }
  $submission.set({ status: "success", leadId: result.leadId, error: "" });
  goTo(LAST_STEP, services);
}

/**
 * Fields the server refused: their messages go under the fields, and the wizard returns to the
 * earliest step that asks for one of them (the server's rules are the steps' own, so this only
 * happens when the form was bypassed or the rules changed since the page loaded).
 */
function showServerFieldErrors(errors: FieldErrors): void {
  $fieldErrors.set(errors);
  const steps = Object.keys(errors).map((f) => fieldStep(f as keyof QuoteFormState) ?? $step.get());
  $step.set(Math.min(...steps) as StepNumber);
  showToast({ title: "Please check your information", description: Object.values(errors).join(" "), variant: "destructive" });
}

/**
 * The browser's Back and Forward (useStepHistory): an earlier step always (never during a
 * submission or after it); a later one only when every step before it passes its rules, as
 * Continue would require. False when the move is refused and the step stays, and when a later
 * step is asked for before the rules are loaded (useStepHistory loads them and asks again).
 */
export function historyStep(target: StepNumber, services: QuoteServices): boolean {
  const step = $step.get();
  if (target === step) return true;
  if (step === LAST_STEP || target === LAST_STEP || $submission.get().status === "submitting") return false;
  if (target > step) {
    const rules = loadedStepRules();
    if (!rules) return false;
    for (let s = step; s < target; s++)
      if (!rules.isStepValid(s as StepNumber, $quoteForm.get() as unknown as Record<string, unknown>, $toggles.get())) return false;
  }
  $fieldErrors.set({});
  dismissToast();
  goTo(target, services);
  return true;
}

/**
 * Fills the form from the page URL: `?from=&to=` (text only), `?size=` (a known size id) and
 * `?date=` (YYYY-MM-DD or MM/DD/YYYY), as the home hero form and the cost calculator link here.
 */
export function prefillFromUrl(params: URLSearchParams, knownSizes: readonly string[]): void {
  const from = params.get("from")?.trim().slice(0, 200);
  const to = params.get("to")?.trim().slice(0, 200);
  // A place the visitor typed before this code arrived stays: the link only fills an empty field.
  const form = $quoteForm.get();
  if (from && form.movingFrom === "") editLocation("from", from);
  if (to && form.movingTo === "") editLocation("to", to);
  const size = params.get("size");
  if (size && knownSizes.includes(size)) setField("moveSize", size);
  const rawDate = params.get("date") ?? "";
  const date = fromWireDate(rawDate) || parseDay(rawDate);
  if (date && date >= todayIso()) setField("movingDate", date);
}
