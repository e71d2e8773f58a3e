import { describe, expect, it } from "vitest";
import { formatZodError } from "../errors";
import { submissionFields } from "./form-state";
import { buildLeadFields, leadSubmissionSchema } from "./lead-payload";
import { SAMPLE_LEAD_META, sampleQuoteState } from "./sample-quote";

const meta = SAMPLE_LEAD_META;
const state = sampleQuoteState("6f1c1e9e-2f4b-4b8e-9a55-0d6c2f1b7a11", { firstName: " Jo ", selectedCompanies: [3, 7] });

describe("lead payload", () => {
  it("maps the form state as spec 3.1 and 7.1 say", () => {
    expect(submissionFields(state)).toMatchObject({ homeSize: "2-3br", fromZip: "90210", moveDate: "2026-12-05", fullName: "Jo Lee" });
    const fields = buildLeadFields(state, meta);
    expect(fields).toMatchObject({
      from_zip: "90210",
      to_state: "TX",
      move_date: "12/05/2026",
      number_of_rooms: "3",
      first_name: "Jo",
      phone_number: "5125550123",
      selected_companies: "3,7",
      sms_phone_validation: "1",
      needs_auto_transport: "0",
    });
  });

  it("the server accepts what the wizard builds", () => {
    const parsed = leadSubmissionSchema.parse(buildLeadFields(state, meta));
    expect(parsed.selected_companies).toEqual([3, 7]);
    expect(parsed.number_of_rooms).toBe(3);
  });

  it("the server refuses what the wizard's rules refuse, naming each field", () => {
    const bad = { ...buildLeadFields(state, meta), first_name: "J", email_address: "jo@x", phone_number: "555", lead_uuid: "nope", move_date: "" };
    const result = leadSubmissionSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const message = result.success ? "" : formatZodError(result.error);
    for (const field of ["first_name", "email_address", "phone_number", "lead_uuid", "move_date"]) expect(message).toContain(`${field}:`);
  });

  it("requires the vehicle when auto transport is asked for", () => {
    const withCar = buildLeadFields({ ...state, needsAutoTransport: true, autoYear: "2019", autoMake: "Honda", autoModel: "", autoCondition: "running" }, meta);
    const result = leadSubmissionSchema.safeParse(withCar);
    expect(result.success ? "" : formatZodError(result.error)).toBe("auto_model: is required for auto transport");
  });
});
