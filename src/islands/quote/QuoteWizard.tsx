import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { ensureSession, matchCompanies, resolvePlace, sendFunnelEvent, submitLead } from "../../client/quote-api";
import { MOVE_SIZE_IDS } from "../../lib/quote/move-sizes";
import type { StepNumber } from "../../lib/quote/validation";
import { getQuotesPath } from "../../lib/routes";
import {
  $fieldErrors,
  $matched,
  $step,
  $submission,
  back,
  next,
  prefillFromUrl,
  type QuoteServices,
  STEP_LABELS,
  startSession,
} from "../../stores/quote";
import { restoreSavedQuote, saveQuoteChanges } from "../../stores/quote-persistence";
import { prefillRouteContext, resolveRoute } from "../../stores/quote-route";
import { StepProgress } from "../ui/ProgressBar";
import { Toasts } from "../ui/Toasts";
import { StepAuto } from "./StepAuto";
import { StepCompanies } from "./StepCompanies";
import { StepContact } from "./StepContact";
import { StepDate } from "./StepDate";
import { StepRoute } from "./StepRoute";
import { StepSize } from "./StepSize";
import { StepSuccess } from "./StepSuccess";
import { useStepHistory } from "./useStepHistory";

const services: QuoteServices = {
  ensureSession: (uuid) => ensureSession(uuid),
  matchCompanies,
  submitLead: (state) => submitLead(state),
  sendFunnelEvent,
  resolveRoute: () => resolveRoute((query) => resolvePlace(query)),
};

const TITLES: Record<StepNumber, string> = {
  1: "Where are you moving from and to?",
  2: "How big is your move?",
  3: "When are you moving?",
  4: "How can movers reach you?",
  5: "Choose who may send you quotes",
  6: "Do you also need a vehicle shipped?",
  7: "Your quote request is on its way",
};

const BODIES: Record<Exclude<StepNumber, 7>, (p: { idPrefix: string }) => ReactNode> = {
  1: StepRoute,
  2: StepSize,
  3: StepDate,
  4: StepContact,
  5: StepCompanies,
  6: StepAuto,
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

  useEffect(() => {
    // A reload continues the saved quote, whose answers already hold the address's prefill.
    if (restoreSavedQuote(window.location.search)) {
      void startSession(services);
      return;
    }
    const params = new URLSearchParams(window.location.search);
    prefillFromUrl(params, MOVE_SIZE_IDS);
    void prefillRouteContext(params, (query) => resolvePlace(query));
    void startSession(services);
  }, []);
  useEffect(() => saveQuoteChanges(window.location.search), []);
  useStepHistory(services);

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
    await next(services);
    const firstInvalid = Object.keys($fieldErrors.get())[0];
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  }

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const heading = (
    <Heading ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {TITLES[step]}
    </Heading>
  );
  const Body = step === 7 ? null : BODIES[step];

  return (
    <div ref={panelRef} className="scroll-mt-24" data-quote-wizard="">
      <StepProgress step={step} labels={STEP_LABELS} label="Quote progress" />
      {Body === null ? (
        <section aria-labelledby={headingId}>
          {heading}
          <div className="mt-4">
            <StepSuccess />
          </div>
        </section>
      ) : (
        <form action={getQuotesPath()} method="get" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <fieldset className="min-w-0">
            <legend className="mb-4 w-full">{heading}</legend>
            <Body idPrefix={idPrefix} />
          </fieldset>
          <div className="mt-6 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => back(services)}
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
