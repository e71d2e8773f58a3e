import { atom, map } from "nanostores";
import { fromWireDate, parseDay } from "../lib/dates";
import type { FunnelEvent, MatchedCompany } from "../lib/quote/api-contracts";
import { initialQuoteState, type QuoteFormState } from "../lib/quote/form-state";
import type { LocationSuggestion } from "../lib/quote/location-query";
import { FIELD_STEP, isStepValid, stepSchema } from "../lib/quote/step-rules";
import { DEFAULT_TOGGLES, type StepNumber, type ValidationToggles } from "../lib/quote/validation";
import { dismissToast, showToast } from "./toast";

/** The quote wizard's state and its transitions. Calls go through injected services. */
export const STEP_LABELS = ["Route", "Size", "Date", "Contact", "Companies", "Auto", "Success"] as const;
export const LAST_STEP: StepNumber = 7;

export type FieldErrors = Partial<Record<keyof QuoteFormState, string>>;

export interface MatchState {
  status: "idle" | "loading" | "ready";
  companies: MatchedCompany[];
  /** True when the placeholder companies stand in for a failed or empty match. */
  fallback: boolean;
  /** The route, size and date the list was matched for. */
  key: string;
}

export interface SubmissionState {
  status: "idle" | "submitting" | "success" | "error";
  leadId: string;
  error: string;
}

/** What the transitions need from the outside world (src/client/quote-api in the browser). */
export interface QuoteServices {
  ensureSession(leadUuid: string): Promise<string>;
  matchCompanies(state: QuoteFormState): Promise<{ companies: MatchedCompany[]; pingId: string; fallback: boolean }>;
  submitLead(state: QuoteFormState): Promise<{ ok: true; leadId: string } | { ok: false; message: string; fieldErrors?: FieldErrors }>;
  sendFunnelEvent(event: FunnelEvent): void;
  /** Step 1: resolves places typed without picking a suggestion; false keeps the visitor at step 1. */
  resolveRoute?(): Promise<boolean>;
}

const IDLE_MATCH: MatchState = { status: "idle", companies: [], fallback: false, key: "" };
const IDLE_SUBMISSION: SubmissionState = { status: "idle", leadId: "", error: "" };

export const $quoteForm = map<QuoteFormState>(initialQuoteState(newUuid()));
export const $step = atom<StepNumber>(1);
export const $fieldErrors = atom<FieldErrors>({});
export const $matched = atom<MatchState>(IDLE_MATCH);
export const $submission = atom<SubmissionState>(IDLE_SUBMISSION);
/** The hidden debug toggles: in state, never displayed. */
export const $toggles = atom<ValidationToggles>(DEFAULT_TOGGLES);

/** A random v4 uuid; falls back to getRandomValues where randomUUID is missing (plain-http hosts). */
export function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Sets one field and clears its inline error. */
export function setField<K extends keyof QuoteFormState>(key: K, value: QuoteFormState[K]): void {
  $quoteForm.set({ ...$quoteForm.get(), [key]: value });
  const errors = $fieldErrors.get();
  if (errors[key] !== undefined) {
    const { [key]: _cleared, ...rest } = errors;
    $fieldErrors.set(rest);
  }
}

type Side = "from" | "to";
const TEXT_FIELD = { from: "movingFrom", to: "movingTo" } as const;

/** Forgets the zip, city and state of one end of the route. */
export function clearLocation(side: Side): void {
  const p = side === "from" ? "fromLocation" : "toLocation";
  $quoteForm.set({ ...$quoteForm.get(), [`${p}Zip`]: "", [`${p}City`]: "", [`${p}State`]: "" });
}

/** Typing by hand: the text changes and the stored zip, city and state are cleared. */
export function editLocation(side: Side, text: string): void {
  setField(TEXT_FIELD[side], text);
  clearLocation(side);
}

/** Choosing a suggestion: the text becomes its label and its zip, city and state are stored. */
export function setLocation(side: Side, s: LocationSuggestion): void {
  setField(TEXT_FIELD[side], s.label);
  const p = side === "from" ? "fromLocation" : "toLocation";
  $quoteForm.set({ ...$quoteForm.get(), [`${p}Zip`]: s.zip, [`${p}City`]: s.city, [`${p}State`]: s.state });
}

/** Ticks or unticks a matched company. */
export function toggleCompany(id: number, selected: boolean): void {
  const others = $quoteForm.get().selectedCompanies.filter((c) => c !== id);
  setField("selectedCompanies", selected ? [...others, id] : others);
}

/** Records the session once per form; the services fall back to the lead uuid. */
export async function startSession(services: QuoteServices): Promise<void> {
  if ($quoteForm.get().sessionId !== "") return;
  const uuid = $quoteForm.get().leadUuid;
  const id = await services.ensureSession(uuid);
  if ($quoteForm.get().sessionId === "") $quoteForm.setKey("sessionId", id);
}

/** Validates the current step with the shared schema; errors go inline and into one toast. */
export function validateStep(step: StepNumber = $step.get()): FieldErrors {
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
  if (Object.keys(validateStep(step)).length > 0) return;
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
    result.companies.filter((c) => !c.is_fallback && c.id > 0).map((c) => c.id),
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
  const steps = Object.keys(errors).map((f) => FIELD_STEP[f as keyof QuoteFormState] ?? $step.get());
  $step.set(Math.min(...steps) as StepNumber);
  showToast({ title: "Please check your information", description: Object.values(errors).join(" "), variant: "destructive" });
}

/**
 * The browser's Back and Forward (useStepHistory): an earlier step always (never during a
 * submission or after it); a later one only when every step before it passes its rules, as
 * Continue would require. False when the move is refused and the step stays.
 */
export function historyStep(target: StepNumber, services: QuoteServices): boolean {
  const step = $step.get();
  if (target === step) return true;
  if (step === LAST_STEP || target === LAST_STEP || $submission.get().status === "submitting") return false;
  if (target > step) {
    for (let s = step; s < target; s++)
      if (!isStepValid(s as StepNumber, $quoteForm.get() as unknown as Record<string, unknown>, $toggles.get())) return false;
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
  if (from) editLocation("from", from);
  if (to) editLocation("to", to);
  const size = params.get("size");
  if (size && knownSizes.includes(size)) setField("moveSize", size);
  const rawDate = params.get("date") ?? "";
  const date = fromWireDate(rawDate) || parseDay(rawDate);
  if (date && date >= todayIso()) setField("movingDate", date);
}

/** Today in the visitor's time zone as YYYY-MM-DD (the date input's `min`). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
