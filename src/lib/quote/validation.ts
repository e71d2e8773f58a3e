import { z } from "zod/mini";
import { isRealDay } from "../dates";
import { usPhoneDigits } from "../format";

/**
 * The rules of a lead's fields as zod/mini schemas (tree-shakable, so the wizard ships only the
 * checks it uses; the server's classic schemas hold them unchanged). The lead field table (lib/leads/fields.ts) builds
 * both the wizard's step checks and POST /api/leads' schema from them, so the form refuses
 * exactly what the server would, with the same words.
 */

export { DEFAULT_TOGGLES, type StepNumber, type ValidationToggles } from "./form-state";

/** Local part of letters, digits and _ - . +; an @; a domain; a top-level part of 2-20 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,20}$/;

export const nonEmpty = (message: string) => z.string().check(z.refine((v) => v.trim() !== "", message));

/** A five-digit ZIP code, or nothing (a place typed without one); `message` names the field. */
export const zipOrEmpty = (message: string) => z._default(z.string().check(z.trim(), z.regex(/^(\d{5})?$/, message)), "");

export const NAME_MIN = 2;
export const NAME_MAX = 80;

/** A first or last name: 2 to 80 characters after trimming; messages name the field. */
export function personNameRule(label: "First name" | "Last name") {
  return z.string({ error: `Enter your ${label.toLowerCase()}` }).check(
    z.trim(),
    z.superRefine((v, ctx) => {
      const message =
        v === ""
          ? `Enter your ${label.toLowerCase()}`
          : v.length < NAME_MIN
            ? `${label} must be at least ${NAME_MIN} characters`
            : v.length > NAME_MAX
              ? `${label} must be at most ${NAME_MAX} characters`
              : "";
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );
}

/** An email address: the spec's pattern (top-level part of 2 to 20 letters), at most 254 characters. */
export const emailRule = z.string({ error: "Enter your email address" }).check(
  z.trim(),
  z.superRefine((v, ctx) => {
    const message =
      v === ""
        ? "Enter your email address"
        : v.length > 254
          ? "Email must be at most 254 characters"
          : EMAIL_PATTERN.test(v)
            ? ""
            : "Enter a valid email address";
    if (message) ctx.addIssue({ code: "custom", message });
  }),
);

export const PHONE_LENGTH_MESSAGE = "Enter a 10-digit US phone number";
export const PHONE_NANP_MESSAGE = "Enter a real US phone number: the area code and the next three digits can't start with 0 or 1";

/**
 * A US phone number: 10 digits (after an optional +1), whose area code and exchange start with
 * 2-9 as the North American Numbering Plan requires, so 000-000-0000 or 123-456-7890 are refused.
 */
export const phoneRule = z.string({ error: "Enter your phone number" }).check(
  z.refine((v) => v.trim() !== "", "Enter your phone number"),
  z.refine((v) => v.trim() === "" || usPhoneDigits(v).length === 10, PHONE_LENGTH_MESSAGE),
  z.refine((v) => {
    const d = usPhoneDigits(v);
    return d.length !== 10 || /^[2-9]\d{2}[2-9]\d{6}$/.test(d);
  }, PHONE_NANP_MESSAGE),
);

export const PAST_DATE_MESSAGE = "Choose today or a later date";

/**
 * A move day as `YYYY-MM-DD`, no earlier than `earliestDay()`: the visitor's today in the wizard
 * (calendarDay), yesterday in UTC on the server (earliestServerMoveDay), read at each check.
 */
export function moveDayRule(earliestDay: () => string) {
  return z.string().check(
    z.superRefine((raw, ctx) => {
      const iso = raw.trim();
      if (iso === "") ctx.addIssue({ code: "custom", message: "Choose your moving date" });
      else if (!isRealDay(iso)) ctx.addIssue({ code: "custom", message: "Enter a valid date" });
      else if (iso < earliestDay()) ctx.addIssue({ code: "custom", message: PAST_DATE_MESSAGE });
    }),
  );
}
