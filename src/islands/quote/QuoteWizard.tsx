import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { type FormEvent, useCallback, useEffect, useId, useRef } from "react";
import { ensureSession, NETWORK_ERROR_MESSAGE, sendFunnelEvent } from "../../client/quote-api";
import type { StepNumber } from "../../lib/quote/form-state";
import { getQuotesPath } from "../../lib/routes";
import { $fieldErrors, $matched, $step, $submission, QUOTE_STORAGE_KEY, type QuoteServices, STEP_LABELS, startSession } from "../../stores/quote";
import type { PlaceResolver } from "../../stores/quote-route";
import { showToast } from "../../stores/toast";
import { StepProgress } from "../ui/ProgressBar";
import { Toasts } from "../ui/Toasts";
import { prefetchAfter, useStepBody } from "./step-bodies";

/** Place look-ups and the submission bring their own code (zod/mini, the field table): fetched when first used. */
const resolvePlace: PlaceResolver = (query) =>
  import("../../client/place-lookup").then(
    (m) => m.resolvePlace(query),
    () => null, // could not be checked: the field says so
  );

const services: QuoteServices = {
  ensureSession: (uuid) => ensureSession(uuid),
  matchCompanies: (state) =>
    import("../../client/match-api").then(
      (m) => m.matchCompanies(state),
      () => ({ companies: [], pingId: `fallback-${state.leadUuid}`, fallback: true }), // offline: the request goes to our team
    ),
  submitLead: (state) =>
    import("../../client/lead-submit").then(
      (m) => m.submitLead(state),
      () => ({ ok: false as const, message: NETWORK_ERROR_MESSAGE }),
    ),
  sendFunnelEvent,
  resolveRoute: () => import("../../stores/quote-route-resolve").then((m) => m.resolveRoute(resolvePlace)),
};

type Engine = typeof import("./wizard-engine");
let engineLoading: Promise<Engine> | null = null;
/** The wizard's transitions, saving and history (wizard-engine.ts): fetched once, when first needed. */
function loadEngine(): Promise<Engine> {
  engineLoading ??= import("./wizard-engine").catch((error) => {
    engineLoading = null;
    throw error;
  });
  return engineLoading;
}

/** The page resumes a saved quote, carries a prefilled route or is an entry of the wizard's history: start at once. */
function resumesAtLoad(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (["from", "to", "size", "date", "company"].some((p) => params.has(p))) return true;
  if (history.state && typeof history.state === "object" && "quoteStep" in history.state) return true;
  try {
    return sessionStorage.getItem(QUOTE_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing was saved
  }
}

const TITLES: Record<StepNumber, string> = {
  1: "Where are you moving from and to?",
  2: "How big is your move?",
  3: "When are you moving?",
  4: "How can movers reach you?",
  5: "Choose who may send you quotes",
  6: "Do you also need a vehicle shipped?",
  7: "Your quote request is on its way",
};

interface Props {
  /** 2 on /get-quotes (under the page's h1), 3 in the home hero (under its h2). */
  headingLevel?: 2 | 3;
}

/**
 * The seven-step quote wizard. Step 1 is server-rendered as a GET form to
 * /get-quotes with `from` and `to`, so it works before (or without) JavaScript; once hydrated,
 * Continue validates and advances instead. The hidden debug controls render nothing.
 */
export default function QuoteWizard({ headingLevel = 2 }: Props) {
  const step = useStore($step);
  const submission = useStore($submission);
  const matched = useStore($matched);
  const idPrefix = `quote${useId()}`; // ids start with a letter
  const headingId = `${idPrefix}-heading`;
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);

  const engine = useRef<Promise<Engine> | null>(null);
  const stopEngine = useRef(() => {});
  /** Starts the transitions, saving and history (once); the first focus or press in the wizard calls it. */
  const wake = useCallback(() => {
    engine.current ??= loadEngine().then(
      (loaded) => {
        stopEngine.current = loaded.startWizard(services, resolvePlace);
        return loaded;
      },
      (error) => {
        engine.current = null; // offline for a moment: the next press tries again
        throw error;
      },
    );
    return engine.current;
  }, []);
  useEffect(() => {
    if (resumesAtLoad()) wake().catch(() => {});
    else void startSession(services); // the session is recorded on load; the rest waits for the visitor
    return () => stopEngine.current();
  }, [wake]);
  const onFirstUse = () => {
    wake().catch(() => {});
    prefetchAfter(1);
  };

  // Once a later step is on screen the visitor is under way: the next one is fetched now.
  useEffect(() => {
    if (step > 1) prefetchAfter(step);
  }, [step]);

  useEffect(() => {
    if (stepShown.current === step) return; // first render: leave the page where it is
    stepShown.current = step;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panelRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const submitting = submission.status === "submitting";
  const matching = step === 5 && matched.status !== "ready";
  const busy = submitting || matching;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const loaded = await wake().catch(() => null);
    if (!loaded) {
      showToast({
        title: "Please try again",
        description: "We couldn't load the form. Check your connection and press Continue again.",
        variant: "destructive",
      });
      return;
    }
    await loaded.next(services);
    const firstInvalid = Object.keys($fieldErrors.get())[0];
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  }

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const heading = (
    <Heading ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {TITLES[step]}
    </Heading>
  );
  const { Body, status, retry } = useStepBody(step);
  const body = Body ? <Body idPrefix={idPrefix} /> : <StepLoading failed={status === "failed"} retry={retry} />;

  return (
    // The first press or focus in the wizard fetches its transitions, step 2 and the rules Continue checks.
    <div
      ref={panelRef}
      className="scroll-mt-24"
      data-quote-wizard=""
      onFocusCapture={step === 1 ? onFirstUse : undefined}
      onPointerDownCapture={step === 1 ? onFirstUse : undefined}
    >
      <StepProgress step={step} labels={STEP_LABELS} label="Quote progress" />
      {step === 7 ? (
        <section aria-labelledby={headingId}>
          {heading}
          <div className="mt-4">{body}</div>
        </section>
      ) : (
        <form action={getQuotesPath()} method="get" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <fieldset className="min-w-0">
            <legend className="mb-4 w-full">{heading}</legend>
            {body}
          </fieldset>
          <div className="mt-6 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() =>
                wake().then(
                  (loaded) => loaded.back(services),
                  () => {},
                )
              }
              disabled={step === 1 || submitting}
              className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Back
            </button>
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {step === 6 ? (submitting ? "Submitting…" : "Submit request") : "Continue"}
            </button>
          </div>
        </form>
      )}
      <Toasts />
    </div>
  );
}

/** While a step's code downloads (only when it was not fetched ahead), or when the download failed. */
function StepLoading({ failed, retry }: { failed: boolean; retry(): void }) {
  return (
    <div role="status" className="py-6 text-slate-700">
      {failed ? (
        <p>
          This step could not be loaded. Check your connection and{" "}
          <button type="button" onClick={retry} className="font-semibold text-brand-700 underline">
            try again
          </button>
          .
        </p>
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
