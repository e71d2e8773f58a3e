import { atom, map } from "nanostores";
import { DEFAULT_TOGGLES, initialQuoteState, type QuoteFormState, type StepNumber, type ValidationToggles } from "../lib/quote/form-state";
import type { LocationSuggestion } from "../lib/quote/location-query";
import type { FunnelEvent, MatchedCompany } from "../lib/quote/quote-api";

/**
 * The quote wizard's state and the edits its fields make. The transitions between steps
 * (quote-flow.ts) load when the visitor starts on the form; calls go through injected services.
 */
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

export const IDLE_MATCH: MatchState = { status: "idle", companies: [], fallback: false, key: "" };
export const IDLE_SUBMISSION: SubmissionState = { status: "idle", leadId: "", error: "" };

/** Where the wizard keeps the quote across reloads (quote-persistence.ts). Versioned: a future shape gets a new key, and an old entry is simply not read. */
export const QUOTE_STORAGE_KEY = "movers.quote.v1";

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

/** Records the session once per form (one request at a time); the services fall back to the lead uuid. */
export function startSession(services: Pick<QuoteServices, "ensureSession">): Promise<void> {
  if ($quoteForm.get().sessionId !== "") return Promise.resolve();
  sessionStarting ??= (async () => {
    const id = await services.ensureSession($quoteForm.get().leadUuid);
    if ($quoteForm.get().sessionId === "") $quoteForm.setKey("sessionId", id);
  })().finally(() => {
    sessionStarting = null;
  });
  return sessionStarting;
}
/** The session being recorded: a second start (the wizard's transitions arriving) waits for the same one. */
let sessionStarting: Promise<void> | null = null;

/** Today in the visitor's time zone as YYYY-MM-DD (the date input's `min`). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
