import { describe, expect, it } from "vitest";
import { SAMPLE_LEAD_META, sampleMoveDate, sampleQuoteState } from "../../../test/support/sample-quote";
import { formatZodError } from "../errors";
import { buildLeadFields, leadSubmissionSchema } from "./lead-payload";

const meta = SAMPLE_LEAD_META;
const moveDay = sampleMoveDate();
const state = sampleQuoteState("6f1c1e9e-2f4b-4b8e-9a55-0d6c2f1b7a11", { firstName: " Jo ", selectedCompanies: [3, 7], phone: "+1 (512) 555-0123" });
const usDay = `${moveDay.slice(5, 7)}/${moveDay.slice(8, 10)}/${moveDay.slice(0, 4)}`;

describe("lead payload", () => {
  it("maps the form state to the lead API's fields", () => {
    const fields = buildLeadFields(state, meta);
    expect(fields).toMatchObject({
      from_zip: "90210",
      to_state: "TX",
      move_date: usDay,
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
    expect(parsed.move_date).toBe(moveDay);
    expect(parsed.needs_auto_transport).toBe(false);
  });

  it("the server refuses what the wizard's rules refuse, naming each field", () => {
    const bad = { ...buildLeadFields(state, meta), first_name: "J", email_address: "jo@x", phone_number: "555", lead_uuid: "nope", move_date: "" };
    const result = leadSubmissionSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const message = result.success ? "" : formatZodError(result.error);
    for (const field of ["first_name", "email_address", "phone_number", "lead_uuid", "move_date"]) expect(message).toContain(`${field}:`);
  });

  it("requires the vehicle when auto transport is asked for", () => {
    const withCar = buildLeadFields(
      { ...state, needsAutoTransport: true, autoYear: "2019", autoMake: "Honda", autoModel: "", autoCondition: "running" },
      meta,
    );
    const result = leadSubmissionSchema.safeParse(withCar);
    expect(result.success ? "" : formatZodError(result.error)).toBe("auto_model: Vehicle model is required for auto transport");
  });

  it("accepts the spec's payload without move_size, deriving the size from number_of_rooms", () => {
    const { move_size: _size, ...spec } = buildLeadFields(state, meta);
    for (const [rooms, size] of [
      ["1", "studio"],
      ["3", "2-3br"],
      ["4", "4br"],
      ["5", "commercial"],
    ]) {
      expect(leadSubmissionSchema.parse({ ...spec, number_of_rooms: rooms })).toMatchObject({ move_size: size, number_of_rooms: Number(rooms) });
    }
    const neither = leadSubmissionSchema.safeParse({ ...spec, number_of_rooms: "" });
    expect(neither.success ? "" : formatZodError(neither.error)).toBe("move_size: Choose the size of your move");
    const { number_of_rooms: _rooms, ...sizeOnly } = buildLeadFields(state, meta);
    expect(leadSubmissionSchema.parse(sizeOnly)).toMatchObject({ move_size: "2-3br", number_of_rooms: 3 });
  });

  it("keeps the spec's extra fields, capped in length, and reads the TrustedForm script's names", () => {
    const extra = {
      lead_new_id: "N-1",
      sms_phone_validation_status: "verified",
      xxTrustedFormCertUrl: "https://cert.trustedform.com/abc",
      xxTrustedFormToken: "tok-1",
      phone_verification_information: "carrier: Example",
      phone_verification_risk_score: "12",
      phone_verification_phone_type: "mobile",
      moving_quote_details: "Piano on the 3rd floor",
    };
    expect(leadSubmissionSchema.parse({ ...buildLeadFields(state, meta), ...extra })).toMatchObject({
      lead_new_id: "N-1",
      sms_phone_validation: "1",
      sms_phone_validation_status: "verified",
      trustedform_cert_url: "https://cert.trustedform.com/abc",
      trustedform_token: "tok-1",
      phone_verification_risk_score: "12",
      moving_quote_details: "Piano on the 3rd floor",
    });
    const long = leadSubmissionSchema.safeParse({ ...buildLeadFields(state, meta), moving_quote_details: "x".repeat(2001) });
    expect(long.success ? "" : formatZodError(long.error)).toBe("moving_quote_details: Moving quote details must be at most 2000 characters");
  });
});
