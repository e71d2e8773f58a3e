import { describe, expect, it } from "vitest";
import { SAMPLE_LEAD_META, sampleQuoteState } from "../../../test/support/sample-quote";
import { buildLeadFields, LEAD_FIELD_TO_FORM, LEAD_HONEYPOT, leadSubmissionSchema } from "../quote/lead-payload";
import { FIELD_STEP } from "../quote/step-rules";
import { LEAD_FIELD_LIST, leadColumn } from "./fields";

const uuid = "6f1c1e9e-2f4b-4b8e-9a55-0d6c2f1b7a11";

describe("the lead field table", () => {
  it("the wizard sends each field the table gives a value for, and the honeypot", () => {
    const sent = Object.keys(buildLeadFields(sampleQuoteState(uuid), SAMPLE_LEAD_META)).sort();
    expect(sent).toEqual([...LEAD_FIELD_LIST.filter((f) => f.send).map((f) => f.name), LEAD_HONEYPOT].sort());
  });

  it("a server refusal of any field the wizard asks for leads back to a step", () => {
    for (const [name, form] of Object.entries(LEAD_FIELD_TO_FORM)) expect(form && FIELD_STEP[form], name).toBeGreaterThan(0);
    expect(LEAD_FIELD_TO_FORM.number_of_rooms).toBe("moveSize");
    expect(FIELD_STEP.moveSize).toBe(2);
  });

  it("stores every validated field but the selection and the site tags, each in its own column", () => {
    const columns = LEAD_FIELD_LIST.map(leadColumn);
    expect(LEAD_FIELD_LIST.filter((f) => leadColumn(f) === null).map((f) => f.name)).toEqual(["selected_companies", "website", "website_version"]);
    const kept = columns.filter((c) => c !== null);
    expect(new Set(kept).size).toBe(kept.length);
  });

  it("takes the move date MM/DD/YYYY and gives the ISO day", () => {
    const fields = buildLeadFields(sampleQuoteState(uuid, { movingDate: "2031-03-04" }), SAMPLE_LEAD_META);
    expect(fields.move_date).toBe("03/04/2031");
    expect(leadSubmissionSchema.parse(fields).move_date).toBe("2031-03-04");
    expect(leadSubmissionSchema.safeParse({ ...fields, move_date: "2031-03-04" }).error?.issues[0].message).toBe("Enter the move date as MM/DD/YYYY");
    expect(leadSubmissionSchema.safeParse({ ...fields, move_date: "02/30/2031" }).error?.issues[0].message).toBe("Enter the move date as MM/DD/YYYY");
  });
});
