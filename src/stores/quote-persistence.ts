import { atom, computed } from "nanostores";
import { initialQuoteState, type QuoteFormState } from "../lib/quote/form-state";
import { type MoveSummary, moveSummary } from "../lib/quote/move-summary";
import type { MatchedCompany } from "../lib/quote/quote-api";
import type { StepNumber } from "../lib/quote/validation";
import { $matched, $quoteForm, $step, $submission, type MatchState, QUOTE_STORAGE_KEY } from "./quote";

/**
 * The wizard's memory across reloads, in sessionStorage (this tab only, gone when it closes).
 * Before submitting, the draft is kept: the step, the answers and the matched movers. Once the
 * lead is submitted, only the confirmation is kept (its id, the chosen movers' names and the
 * move's summary: places, date, size): the visitor's contact details are not left behind. "Start a new quote" returns
 * the form to its defaults, which removes the saved entry.
 */

export { QUOTE_STORAGE_KEY } from "./quote";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What the success step shows: the confirmation id, the movers the request went to and the move. */
export interface QuoteConfirmation {
  leadId: string;
  movers: string[];
  move: MoveSummary;
}

interface SavedDraft {
  kind: "draft";
  /** The page's query string the draft was made under (a link with other parameters starts afresh). */
  search: string;
  step: StepNumber;
  form: QuoteFormState;
  matched: MatchState | null;
}

interface SavedConfirmation extends QuoteConfirmation {
  kind: "confirmation";
  search: string;
}

type Saved = SavedDraft | SavedConfirmation;

/** A confirmation read back after a reload, shown until the visitor starts a new quote. */
const $restoredConfirmation = atom<QuoteConfirmation | null>(null);

/** The confirmation of the submitted lead, live or restored; null before submitting. */
export const $confirmation = computed([$submission, $matched, $quoteForm, $restoredConfirmation], (submission, matched, form, restored) => {
  if (submission.status !== "success") return null;
  if (restored?.leadId === submission.leadId) return restored;
  return { leadId: submission.leadId, movers: chosenMovers(matched, form.selectedCompanies), move: moveSummary(form) };
});

function chosenMovers(matched: MatchState, selected: readonly number[]): string[] {
  if (matched.fallback) return [];
  return matched.companies.filter((c: MatchedCompany) => !c.isFallback && selected.includes(c.id)).map((c) => c.name);
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings: the wizard works, unsaved
  }
}

/**
 * Puts a saved quote back: a confirmation shows the success step again, a draft returns to its
 * step with its answers. A draft made under another query string (a link that prefills a
 * different route or company) is not restored. True when something was restored, so the
 * caller skips the URL prefill that the saved answers already contain.
 */
export function restoreSavedQuote(search: string, storage: KeyValueStorage | null = browserStorage()): boolean {
  const saved = readSaved(storage);
  if (!saved || (saved.search !== search && search !== "")) return false;
  if (saved.kind === "confirmation") {
    $restoredConfirmation.set({ leadId: saved.leadId, movers: saved.movers, move: saved.move });
    $submission.set({ status: "success", leadId: saved.leadId, error: "" });
    $step.set(7);
    return true;
  }
  $quoteForm.set(saved.form);
  const ready = saved.matched?.status === "ready" ? saved.matched : null;
  if (ready) $matched.set(ready);
  // Without its list of movers the companies step cannot show; Continue from step 4 matches again.
  $step.set(saved.step >= 5 && !ready ? 4 : saved.step);
  return true;
}

/** Saves every change of the wizard from now on; returns the function that stops it. */
export function saveQuoteChanges(search: string, storage: KeyValueStorage | null = browserStorage()): () => void {
  if (!storage) return () => {};
  const save = () => writeSaved(storage, search);
  save();
  const stops = [$quoteForm.listen(save), $step.listen(save), $submission.listen(save), $matched.listen(save)];
  return () => {
    for (const stop of stops) stop();
  };
}

function writeSaved(storage: KeyValueStorage, search: string): void {
  const submission = $submission.get();
  let record: Saved | null;
  if (submission.status === "success") {
    const confirmation = $confirmation.get();
    record = confirmation && { kind: "confirmation", search, ...confirmation };
  } else if (isPristine()) {
    record = null;
    $restoredConfirmation.set(null);
  } else {
    const matched = $matched.get();
    record = {
      kind: "draft",
      search,
      step: Math.min($step.get(), 6) as StepNumber,
      form: $quoteForm.get(),
      matched: matched.status === "ready" ? matched : null,
    };
  }
  try {
    if (record) storage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(record));
    else storage.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // quota exceeded or storage disabled: the quote simply is not kept across a reload
  }
}

/** Step 1 with nothing entered (a fresh or reset form): nothing worth keeping. */
function isPristine(): boolean {
  if ($step.get() !== 1 || $submission.get().status !== "idle") return false;
  const form = $quoteForm.get();
  const fresh = initialQuoteState(form.leadUuid);
  const ids = new Set<keyof QuoteFormState>(["leadUuid", "sessionId", "pingId", "ipAddress"]);
  return (Object.keys(fresh) as Array<keyof QuoteFormState>).every((k) => ids.has(k) || JSON.stringify(form[k]) === JSON.stringify(fresh[k]));
}

function readSaved(storage: KeyValueStorage | null): Saved | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(QUOTE_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const search = typeof r.search === "string" ? r.search : "";
  if (r.kind === "confirmation" && typeof r.leadId === "string" && r.leadId !== "") {
    const movers = Array.isArray(r.movers) ? r.movers.filter((m): m is string => typeof m === "string") : [];
    return { kind: "confirmation", search, leadId: r.leadId, movers, move: savedMove(r.move) };
  }
  if (r.kind !== "draft" || typeof r.step !== "number" || !Number.isInteger(r.step) || r.step < 1 || r.step > 6) return null;
  const form = savedForm(r.form);
  return form && { kind: "draft", search, step: r.step as StepNumber, form, matched: savedMatch(r.matched) };
}

/**
 * The saved answers over today's defaults, field by field, taking only values of the default's
 * type: an entry from an older page (a field added or renamed since) still restores what fits.
 */
function savedForm(raw: unknown): QuoteFormState | null {
  if (!raw || typeof raw !== "object") return null;
  const saved = raw as Record<string, unknown>;
  if (typeof saved.leadUuid !== "string" || saved.leadUuid === "") return null;
  const form: Record<string, unknown> = { ...initialQuoteState(saved.leadUuid) };
  for (const [key, value] of Object.entries(form)) {
    const candidate = saved[key];
    if (Array.isArray(value)) {
      if (Array.isArray(candidate)) form[key] = candidate.filter((n) => typeof n === "number" && Number.isInteger(n));
    } else if (typeof candidate === typeof value) {
      form[key] = candidate;
    }
  }
  return form as unknown as QuoteFormState;
}

/** A saved move summary; an entry saved before summaries existed reads as an empty one. */
function savedMove(raw: unknown): MoveSummary {
  const m = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const text = (key: keyof MoveSummary) => (typeof m[key] === "string" ? (m[key] as string) : "");
  return { from: text("from"), to: text("to"), date: text("date"), size: text("size") };
}

function savedMatch(raw: unknown): MatchState | null {
  if (!raw || typeof raw !== "object") return null;
  const m = raw as Partial<MatchState>;
  if (m.status !== "ready" || !Array.isArray(m.companies) || typeof m.key !== "string") return null;
  const companies = m.companies.filter((c) => c && typeof c === "object" && typeof c.id === "number" && typeof c.name === "string");
  return { status: "ready", companies, fallback: m.fallback === true, key: m.key };
}
