import type { QuoteFormState } from "../lib/quote/form-state";

type StepRules = typeof import("../lib/quote/step-rules");
let stepRules: StepRules | null = null;
let stepRulesLoading: Promise<StepRules> | null = null;

/**
 * The step rules (the lead field table with its zod/mini schemas): loaded when the visitor first
 * works on the form or a saved quote is restored, never with the page; kept once loaded.
 */
export function loadStepRules(): Promise<StepRules> {
  stepRulesLoading ??= import("../lib/quote/step-rules").then(
    (rules) => (stepRules = rules),
    (error) => {
      stepRulesLoading = null; // a failed download is tried again next time
      throw error;
    },
  );
  return stepRulesLoading;
}

/** True once the step rules are here, so the browser's Forward can be checked at once. */
export const stepRulesReady = (): boolean => stepRules !== null;

/** The step that asks for a form field, once the rules are here. */
export const fieldStep = (field: keyof QuoteFormState) => stepRules?.FIELD_STEP[field];

/** The rules, when loaded (the browser's Forward checks them synchronously). */
export const loadedStepRules = (): StepRules | null => stepRules;
