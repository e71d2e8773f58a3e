import { z } from "zod";
import type { QuoteFormState } from "./form-state";
import { calendarDay, formatMoveDate } from "./move-date";

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

/*
 * The field rules below are shared: the wizard's step schemas and POST /api/leads (lead-payload.ts)
 * both build on them, so the form refuses exactly what the server would, with the same words.
 */

export const NAME_MIN = 2;
export const NAME_MAX = 80;

/** A first or last name: 2 to 80 characters after trimming; messages name the field. */
export function personNameRule(label: "First name" | "Last name") {
  return z
    .string({ error: `Enter your ${label.toLowerCase()}` })
    .trim()
    .superRefine((v, ctx) => {
      const message =
        v === ""
          ? `Enter your ${label.toLowerCase()}`
          : v.length < NAME_MIN
            ? `${label} must be at least ${NAME_MIN} characters`
            : v.length > NAME_MAX
              ? `${label} must be at most ${NAME_MAX} characters`
              : "";
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

/** An email address: the spec's pattern (top-level part of 2 to 20 letters), at most 254 characters. */
export const emailRule = z
  .string({ error: "Enter your email address" })
  .trim()
  .superRefine((v, ctx) => {
    const message =
      v === "" ? "Enter your email address" : v.length > 254 ? "Email must be at most 254 characters" : EMAIL_PATTERN.test(v) ? "" : "Enter a valid email address";
    if (message) ctx.addIssue({ code: "custom", message });
  });

/**
 * The 10 digits of a North American number, dropping formatting and a leading country code 1
 * ("+1 (312) 555-0142" → "3125550142"); anything else is returned as its digits.
 */
export function usPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export const PHONE_LENGTH_MESSAGE = "Enter a 10-digit US phone number";
export const PHONE_NANP_MESSAGE = "Enter a real US phone number: the area code and the next three digits can't start with 0 or 1";

/**
 * A US phone number: 10 digits (after an optional +1), whose area code and exchange start with
 * 2-9 as the North American Numbering Plan requires, so 000-000-0000 or 123-456-7890 are refused.
 */
export const phoneRule = z
  .string({ error: "Enter your phone number" })
  .refine((v) => v.trim() !== "", "Enter your phone number")
  .refine((v) => v.trim() === "" || usPhoneDigits(v).length === 10, PHONE_LENGTH_MESSAGE)
  .refine((v) => {
    const d = usPhoneDigits(v);
    return d.length !== 10 || /^[2-9]\d{2}[2-9]\d{6}$/.test(d);
  }, PHONE_NANP_MESSAGE);

export const PAST_DATE_MESSAGE = "Choose today or a later date";

/**
 * A move day as `YYYY-MM-DD`, no earlier than `earliestDay()`: the visitor's today in the wizard
 * (calendarDay), yesterday in UTC on the server (earliestServerMoveDay), read at each check.
 */
export function moveDayRule(earliestDay: () => string) {
  return z.string().superRefine((raw, ctx) => {
    const iso = raw.trim();
    if (iso === "") ctx.addIssue({ code: "custom", message: "Choose your moving date" });
    else if (formatMoveDate(iso) === "" || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) ctx.addIssue({ code: "custom", message: "Enter a valid date" });
    else if (iso < earliestDay()) ctx.addIssue({ code: "custom", message: PAST_DATE_MESSAGE });
  });
}

export const routeStepSchema = z.object({
  movingFrom: nonEmpty("Enter where you are moving from"),
  movingTo: nonEmpty("Enter where you are moving to"),
});

export const sizeStepSchema = z.object({ moveSize: nonEmpty("Choose the size of your move") });

/** The date step: today (in the visitor's calendar) or later. */
export const dateStepSchema = z.object({ movingDate: moveDayRule(() => calendarDay()) });

/** Contact step; the format checks follow the toggles (off → only non-empty). */
export function contactStepSchema(toggles: Pick<ValidationToggles, "emailFormat" | "phoneFormat"> = DEFAULT_TOGGLES) {
  return z.object({
    firstName: personNameRule("First name"),
    lastName: personNameRule("Last name"),
    email: toggles.emailFormat ? emailRule : nonEmpty("Enter your email"),
    phone: toggles.phoneFormat ? phoneRule : nonEmpty("Enter your phone number"),
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

/** The step that asks for each form field, so an error found later (by the server) is shown there. */
export const FIELD_STEP: Partial<Record<keyof QuoteFormState, StepNumber>> = {
  movingFrom: 1,
  movingTo: 1,
  moveSize: 2,
  movingDate: 3,
  firstName: 4,
  lastName: 4,
  email: 4,
  phone: 4,
  needsAutoTransport: 6,
  autoYear: 6,
  autoMake: 6,
  autoModel: 6,
  autoCondition: 6,
};
