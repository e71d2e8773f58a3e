import { describe, expect, it } from "vitest";
import { SAMPLE_LEAD_META, sampleQuoteState } from "../../../test/support/sample-quote";
import { formatZodError } from "../errors";
import { usPhoneDigits } from "../format";
import { buildLeadFields, leadSubmissionSchema } from "./lead-payload";
import { calendarDay, earliestServerMoveDay } from "./move-date";
import { isStepValid, stepSchema } from "./step-rules";
import { moveDayRule, PAST_DATE_MESSAGE, PHONE_NANP_MESSAGE } from "./validation";

/** The rules the wizard's steps and POST /api/leads share: each case checked on both sides. */

const uuid = "6f1c1e9e-2f4b-4b8e-9a55-0d6c2f1b7a11";
const contact = { firstName: "Jo", lastName: "Lee", email: "jo@mail.example.com", phone: "(512) 555-0123" };

/** The step's message for a field, or "" when the step accepts it. */
function stepMessage(values: Partial<typeof contact>): string {
  const result = stepSchema(4)?.safeParse({ ...contact, ...values });
  if (!result) throw new Error("step 4 has no rules");
  return result.success ? "" : result.error.issues[0].message;
}

/** The server's refusal of the wizard's payload with these answers, or "" when accepted. */
function serverMessage(values: Parameters<typeof sampleQuoteState>[1]): string {
  const result = leadSubmissionSchema.safeParse(buildLeadFields(sampleQuoteState(uuid, values), SAMPLE_LEAD_META));
  return result.success ? "" : formatZodError(result.error);
}

describe("names: 2 to 80 characters, on both sides", () => {
  it.each([
    [1, "First name must be at least 2 characters"],
    [2, ""],
    [80, ""],
    [81, "First name must be at most 80 characters"],
    [100, "First name must be at most 80 characters"],
  ])("%i characters → %s", (length, message) => {
    const firstName = "A".repeat(length);
    expect(stepMessage({ firstName })).toBe(message);
    expect(serverMessage({ firstName })).toBe(message && `first_name: ${message}`);
  });

  it("counts the name after trimming and names the last name in its own words", () => {
    expect(stepMessage({ firstName: "  J  " })).toBe("First name must be at least 2 characters");
    expect(stepMessage({ lastName: "" })).toBe("Enter your last name");
    expect(serverMessage({ lastName: "L".repeat(81) })).toBe("last_name: Last name must be at most 80 characters");
  });
});

describe("phone numbers of the North American plan", () => {
  it.each([
    ["+1 (312) 555-0142", ""],
    ["1-312-555-0142", ""],
    ["312.555.0142", ""],
    ["(312) 555-0142", ""],
    ["000-000-0000", PHONE_NANP_MESSAGE],
    ["123-456-7890", PHONE_NANP_MESSAGE],
    ["(312) 055-0142", PHONE_NANP_MESSAGE],
    ["(312) 155-0142", PHONE_NANP_MESSAGE],
    ["+44 20 7946 0958", "Enter a 10-digit US phone number"],
    ["555-0142", "Enter a 10-digit US phone number"],
    ["", "Enter your phone number"],
  ])("%s → %s", (phone, message) => {
    expect(stepMessage({ phone })).toBe(message);
    expect(serverMessage({ phone })).toBe(message && `phone_number: ${message}`);
  });

  it("sends and stores the 10 digits without the country code", () => {
    expect(usPhoneDigits("+1 (312) 555-0142")).toBe("3125550142");
    expect(
      leadSubmissionSchema.parse({ ...buildLeadFields(sampleQuoteState(uuid), SAMPLE_LEAD_META), phone_number: "+1 (312) 555-0142" }).phone_number,
    ).toBe("3125550142");
  });
});

describe("move dates: today or later in the visitor's calendar", () => {
  // 03:30 UTC on Nov 23 is still the evening of Nov 22 in Chicago and Honolulu.
  const now = new Date("2026-11-23T03:30:00Z");

  it("reads the calendar day in the visitor's time zone", () => {
    expect(calendarDay(now, "UTC")).toBe("2026-11-23");
    expect(calendarDay(now, "America/Chicago")).toBe("2026-11-22");
    expect(calendarDay(now, "Pacific/Honolulu")).toBe("2026-11-22");
    expect(calendarDay(now, "Pacific/Kiritimati")).toBe("2026-11-23");
  });

  it("the wizard refuses a past day and accepts today and later, in the visitor's zone", () => {
    const inChicago = moveDayRule(() => calendarDay(now, "America/Chicago"));
    const message = (day: string) => {
      const r = inChicago.safeParse(day);
      return r.success ? "" : r.error.issues[0].message;
    };
    expect(message("2026-11-21")).toBe(PAST_DATE_MESSAGE);
    expect(message("2026-11-22")).toBe(""); // today in Chicago, yesterday in UTC
    expect(message("2026-11-23")).toBe("");
    expect(message("2027-01-15")).toBe("");
    expect(message("2020-01-01")).toBe("Choose today or a later date");
    expect(message("")).toBe("Choose your moving date");
    expect(message("2026-02-30")).toBe("Enter a valid date");
  });

  it("the server allows one day of slack, so every zone's today passes and older days do not", () => {
    expect(earliestServerMoveDay(now)).toBe("2026-11-22");
    expect(earliestServerMoveDay(new Date("2026-11-23T23:59:00Z"))).toBe("2026-11-22");
    const today = calendarDay(new Date(), "UTC");
    const day = (offsetDays: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(serverMessage({ movingDate: day(-2) })).toBe(`move_date: ${PAST_DATE_MESSAGE}`);
    expect(serverMessage({ movingDate: "2020-01-01" })).toBe(`move_date: ${PAST_DATE_MESSAGE}`);
    expect(serverMessage({ movingDate: day(-1) })).toBe("");
    expect(serverMessage({ movingDate: day(0) })).toBe("");
    expect(serverMessage({ movingDate: day(30) })).toBe("");
  });

  it("the date step uses the same rule", () => {
    expect(isStepValid(3, { movingDate: "2020-01-01" })).toBe(false);
    expect(isStepValid(3, { movingDate: calendarDay() })).toBe(true);
  });
});
