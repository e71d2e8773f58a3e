import { z } from "zod/mini";
import { LEAD_FIELD_LIST, vehicleIssues } from "../leads/fields";
import type { QuoteFormState } from "./form-state";
import { DEFAULT_TOGGLES, nonEmpty, type StepNumber, type ValidationToggles } from "./validation";

/**
 * The wizard's step checks, built from the lead field table: each step validates the form fields
 * the table places on it, with the same rule the server applies to the submitted value.
 */

type FormField = keyof QuoteFormState;

/** The step that asks for each form field, so an error found later (by the server) is shown there. */
export const FIELD_STEP: Partial<Record<FormField, StepNumber>> = Object.fromEntries(
  LEAD_FIELD_LIST.flatMap((f) => (f.form && f.step ? [[f.form, f.step]] : [])),
);

/** Format checks a debug toggle can turn off, leaving only "not empty". */
const TOGGLED: Partial<Record<FormField, { toggle: keyof ValidationToggles; message: string }>> = {
  email: { toggle: "emailFormat", message: "Enter your email" },
  phone: { toggle: "phoneFormat", message: "Enter your phone number" },
};

function stepShape(step: StepNumber, toggles: ValidationToggles): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const f of LEAD_FIELD_LIST) {
    if (f.step !== step || !f.form) continue;
    const off = TOGGLED[f.form];
    shape[f.form] = off && !toggles[off.toggle] ? nonEmpty(off.message) : (f.stepRule ?? f.rule);
  }
  return shape;
}

/** The schema that validates step `step`, or null for a step that asks for nothing (5 and 7). */
export function stepSchema(step: StepNumber, toggles: ValidationToggles = DEFAULT_TOGGLES): z.ZodMiniType | null {
  const shape = stepShape(step, toggles);
  if (Object.keys(shape).length === 0) return null;
  // Only the vehicle step keeps needsAutoTransport (z.object drops other keys), so only it can fail this.
  return z.object(shape).check(
    z.superRefine((v, ctx) => {
      const form = v as Record<string, unknown>;
      for (const issue of vehicleIssues(form.needsAutoTransport === true, (f) => String(form[f.form] ?? ""))) {
        ctx.addIssue({ code: "custom", path: [issue.form], message: issue.message });
      }
    }),
  );
}

/** True when the values pass the step's rules. */
export function isStepValid(step: StepNumber, values: Record<string, unknown>, toggles: ValidationToggles = DEFAULT_TOGGLES): boolean {
  const schema = stepSchema(step, toggles);
  return schema === null || schema.safeParse(values).success;
}
