import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ensureSession } from "../../client/session-api";
import { $fieldErrors, $matched, $step, $submission, QUOTE_STORAGE_KEY, STEP_LABELS, startSession } from "../../stores/quote";
import { StepProgress } from "../ui/StepProgress";
import { ToastRegion } from "../ui/ToastRegion";
import { type Engine, loadEngine } from "./engine-loader";
import { StepRoute } from "./StepRoute";

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

/** Step 1's title; the later steps' titles come with their code (step-loaders.ts). */
const FIRST_TITLE = "Where are you moving from and to?";

interface Props {
  /** 2 on /get-quotes (under the page's h1), 3 in the home hero (under its h2). */
  headingLevel?: 2 | 3;
  /** Where step 1's GET form goes without JavaScript: the wizard's page (`getQuotesPath()`, given by the page). */
  action: string;
}

/**
 * The seven-step quote wizard. Step 1 is server-rendered as a GET form to
 * /get-quotes with `from` and `to`, so it works before (or without) JavaScript; once hydrated,
 * Continue validates and advances instead. The hidden debug controls render nothing.
 */
export default function QuoteWizard({ headingLevel = 2, action }: Props) {
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
  /** The transitions once they are here: they bring the toasts (every toast is raised by them). */
  const [started, setStarted] = useState<Engine | null>(null);
  /** Continue was pressed while the transitions could not be fetched (offline): said where toasts appear. */
  const [unreachable, setUnreachable] = useState(false);
  /** Starts the transitions, saving and history (once); the first focus or press in the wizard calls it. */
  const wake = useCallback(() => {
    engine.current ??= loadEngine().then(
      (loaded) => {
        setStarted(loaded);
        setUnreachable(false);
        stopEngine.current = loaded.startWizard();
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
    else void startSession({ ensureSession }); // the session is recorded on load; the rest waits for the visitor
    return () => stopEngine.current();
  }, [wake]);
  const onFirstUse = () => {
    wake().then(
      (loaded) => loaded.prefetchAfter(1),
      () => {},
    );
  };

  // Once a later step is on screen the visitor is under way: the next one is fetched now.
  useEffect(() => {
    if (step > 1)
      wake().then(
        (loaded) => loaded.prefetchAfter(step),
        () => {},
      );
  }, [step, wake]);

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
      setUnreachable(true);
      return;
    }
    await loaded.nextStep();
    const firstInvalid = Object.keys($fieldErrors.get())[0];
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  }

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const heading = (
    <Heading ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {step === 1 ? FIRST_TITLE : started?.LATER_STEP_TITLES[step]}
    </Heading>
  );
  // A later step is on screen only through the transitions, so `started` is here whenever step > 1.
  const body = step === 1 ? <StepRoute idPrefix={idPrefix} /> : started && <started.LaterStepBody key={step} step={step} idPrefix={idPrefix} />;

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
        <form action={action} method="get" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <fieldset className="min-w-0">
            <legend className="mb-4 w-full">{heading}</legend>
            {body}
          </fieldset>
          <div className="mt-6 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() =>
                wake().then(
                  (loaded) => loaded.backStep(),
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
      <ToastRegion>{started ? <started.ToastCards /> : unreachable && <UnreachableNotice dismiss={() => setUnreachable(false)} />}</ToastRegion>
    </div>
  );
}

/** Shown as a toast when Continue finds the form's code unreachable (the toasts' own code comes with it). */
function UnreachableNotice({ dismiss }: { dismiss(): void }) {
  return (
    <div className="pointer-events-auto flex items-start gap-3 rounded-lg border border-red-700 bg-red-700 p-4 text-white shadow-lg">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Please try again</p>
        <p className="mt-1 text-sm">We couldn't load the form. Check your connection and press Continue again.</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 leading-none focus:outline-none focus:ring-2 focus:ring-current"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
