import { z } from "zod";

/**
 * The wizard's step rules (spec 5.1) as zod schemas: the island validates each step with them
 * and POST /api/leads validates the submitted lead with the same rules.
 */

/** The hidden debug toggles (spec 5.3); only the three format checks are on by default. */
export interface ValidationToggles {
  zipFormat: boolean;
  emailFormat: boolean;
  phoneFormat: boolean;
  phoneApi: boolean;
  sms: boolean;
  locationFetch: boolean;
  personalInfo: boolean;
}

export const DEFAULT_TOGGLES: ValidationToggles = {
  zipFormat: true,
  emailFormat: true,
  phoneFormat: true,
  phoneApi: false,
  sms: false,
  locationFetch: false,
  personalInfo: false,
};

/** Local part of letters, digits and _ - . +; an @; a domain; a top-level part of 2-20 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,20}$/;

const nonEmpty = (message: string) => z.string().refine((v) => v.trim() !== "", message);

export const routeStepSchema = z.object({
  movingFrom: nonEmpty("Enter where you are moving from"),
  movingTo: nonEmpty("Enter where you are moving to"),
});

export const sizeStepSchema = z.object({ moveSize: nonEmpty("Choose the size of your move") });

export const dateStepSchema = z.object({ movingDate: nonEmpty("Choose your moving date") });

const name = (label: string) => z.string().refine((v) => v.trim().length >= 2, `${label} must be at least 2 characters`);

/** Contact step; the format checks follow the toggles (off → only non-empty). */
export function contactStepSchema(toggles: Pick<ValidationToggles, "emailFormat" | "phoneFormat"> = DEFAULT_TOGGLES) {
  return z.object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email: toggles.emailFormat ? z.string().trim().regex(EMAIL_PATTERN, "Enter a valid email address") : nonEmpty("Enter your email"),
    phone: toggles.phoneFormat
      ? z.string().refine((v) => v.replace(/\D/g, "").length === 10, "Enter a 10-digit phone number")
      : nonEmpty("Enter your phone number"),
  });
}

/** Auto transport step: year, make, model and condition are required only when the flag is set. */
export const autoStepSchema = z
  .object({
    needsAutoTransport: z.boolean(),
    autoYear: z.string(),
    autoMake: z.string(),
    autoModel: z.string(),
    autoCondition: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.needsAutoTransport) return;
    for (const field of ["autoYear", "autoMake", "autoModel", "autoCondition"] as const) {
      if (v[field].trim() === "") ctx.addIssue({ code: "custom", path: [field], message: "Required for auto transport" });
    }
  });

export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The schema that validates step `step` (5 and 7 always pass). */
export function stepSchema(step: StepNumber, toggles: ValidationToggles = DEFAULT_TOGGLES): z.ZodType | null {
  switch (step) {
    case 1:
      return routeStepSchema;
    case 2:
      return sizeStepSchema;
    case 3:
      return dateStepSchema;
    case 4:
      return contactStepSchema(toggles);
    case 6:
      return autoStepSchema;
    default:
      return null;
  }
}

/** True when the values pass the step's rules. */
export function isStepValid(step: StepNumber, values: Record<string, unknown>, toggles: ValidationToggles = DEFAULT_TOGGLES): boolean {
  const schema = stepSchema(step, toggles);
  return schema === null || schema.safeParse(values).success;
}
