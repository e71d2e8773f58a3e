import { type ComponentType, useCallback, useEffect, useState } from "react";
import type { StepNumber } from "../../lib/quote/validation";
import { loadStepRules } from "../../stores/quote-rules";
import { StepRoute } from "./StepRoute";

/**
 * The body of each wizard step. Step 1 ships with the page; every later step is its own chunk,
 * fetched when the step before it is in use (prefetchAfter), so moving on is instant and no
 * step's code loads before the visitor is on the way to it.
 */
export type StepBody = ComponentType<{ idPrefix: string }>;

const LOADERS: Record<Exclude<StepNumber, 1>, () => Promise<StepBody>> = {
  2: () => import("./StepSize").then((m) => m.StepSize),
  3: () => import("./StepDate").then((m) => m.StepDate),
  4: () => import("./StepContact").then((m) => m.StepContact),
  // The companies step comes with the matching call it starts with.
  5: () => Promise.all([import("./StepCompanies"), import("../../client/match-api")]).then(([m]) => m.StepCompanies),
  6: () => import("./StepAuto").then((m) => m.StepAuto),
  7: () => import("./StepSuccess").then((m) => m.StepSuccess),
};

const loaded: Partial<Record<StepNumber, StepBody>> = { 1: StepRoute };
const loading: Partial<Record<StepNumber, Promise<StepBody>>> = {};

function loadBody(step: Exclude<StepNumber, 1>): Promise<StepBody> {
  loading[step] ??= LOADERS[step]().then(
    (body) => (loaded[step] = body),
    (error) => {
      delete loading[step]; // a failed download is tried again
      throw error;
    },
  );
  return loading[step];
}

/** Fetches what the step after `step` needs (its body and the step rules Continue checks), quietly. */
export function prefetchAfter(step: StepNumber): void {
  loadStepRules().catch(() => {});
  if (step < 7) loadBody((step + 1) as Exclude<StepNumber, 1>).catch(() => {});
}

/**
 * The body of `step`: at once when it is loaded, else null while it loads ("loading") or after a
 * failed download ("failed", with `retry`).
 */
export function useStepBody(step: StepNumber): { Body: StepBody | null; status: "ready" | "loading" | "failed"; retry(): void } {
  const [failedStep, setFailedStep] = useState<StepNumber | null>(null);
  const [, setArrived] = useState(0);
  const Body = loaded[step] ?? null;
  const load = useCallback((wanted: Exclude<StepNumber, 1>, isCurrent: () => boolean = () => true) => {
    loadBody(wanted).then(
      () => isCurrent() && setArrived((n) => n + 1),
      () => isCurrent() && setFailedStep(wanted),
    );
  }, []);
  useEffect(() => {
    if (Body || step === 1) return;
    let current = true;
    load(step, () => current);
    return () => {
      current = false;
    };
  }, [Body, step, load]);
  return {
    Body,
    status: Body ? "ready" : failedStep === step ? "failed" : "loading",
    retry: () => {
      if (step === 1) return;
      setFailedStep(null);
      load(step);
    },
  };
}
