import type { ComponentType } from "react";
import type { StepNumber } from "../../lib/quote/form-state";
import { loadStepRules } from "../../stores/quote-rules";

/**
 * The code of each later wizard step: its own chunk, fetched when the step before it is in use
 * (prefetchAfter), so moving on is instant and no step's code loads before the visitor is on the
 * way to it. These loaders and the steps' titles come with the wizard's transitions
 * (wizard-engine.ts), the only way to a later step, so the page itself carries none of them.
 */
export type LaterStep = Exclude<StepNumber, 1>;
export type StepBody = ComponentType<{ idPrefix: string }>;

/** The later steps' titles (step 1's ships with the wizard). */
export const LATER_STEP_TITLES: Record<LaterStep, string> = {
  2: "How big is your move?",
  3: "When are you moving?",
  4: "How can movers reach you?",
  5: "Choose who may send you quotes",
  6: "Do you also need a vehicle shipped?",
  7: "Your quote request is on its way",
};

const LOADERS: Record<LaterStep, () => Promise<StepBody>> = {
  2: () => import("./StepSize").then((m) => m.StepSize),
  3: () => import("./StepDate").then((m) => m.StepDate),
  4: () => import("./StepContact").then((m) => m.StepContact),
  // The companies step comes with the matching call it starts with.
  5: () => Promise.all([import("./StepCompanies"), import("../../client/match-api")]).then(([m]) => m.StepCompanies),
  6: () => import("./StepAuto").then((m) => m.StepAuto),
  7: () => import("./StepSuccess").then((m) => m.StepSuccess),
};

const loading: Partial<Record<LaterStep, Promise<StepBody>>> = {};
const loaded: Partial<Record<LaterStep, StepBody>> = {};

/** The body of a later step when its code is here (fetched ahead or on demand), else null. */
export const loadedStepBody = (step: LaterStep): StepBody | null => loaded[step] ?? null;

/** The body of a later step, fetched once (a failed download is tried again on the next call). */
export function loadStepBody(step: LaterStep): Promise<StepBody> {
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
  if (step < 7) loadStepBody((step + 1) as LaterStep).catch(() => {});
}
