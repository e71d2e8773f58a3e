import { describe, expect, it } from "vitest";
import { inquiryListParams, inquiryPatchSchema, parseInquiryListQuery, statusChangeLabel } from "./inquiries-api";

describe("the inquiries list query in the URL", () => {
  it("reads known topics, statuses and pages and treats anything else as all", () => {
    expect(parseInquiryListQuery({ topic: "advertising", status: "won", page: "3" })).toEqual({ topic: "advertising", status: "won", page: 3 });
    expect(parseInquiryListQuery({ topic: "spam", status: "closed", page: "0" })).toEqual({ topic: "", status: "", page: 1 });
  });

  it("writes only what differs from the defaults", () => {
    expect(inquiryListParams({ topic: "", status: "", page: 1 })).toEqual({ topic: undefined, status: undefined, page: undefined });
    expect(inquiryListParams({ topic: "listing", status: "new", page: 2 })).toEqual({ topic: "listing", status: "new", page: "2" });
  });
});

describe("an inquiry update", () => {
  it("needs a status or a note, and trims the note", () => {
    expect(inquiryPatchSchema.parse({ note: "  Call back Monday " })).toEqual({ note: "Call back Monday" });
    expect(inquiryPatchSchema.parse({ status: "lost", note: "" })).toEqual({ status: "lost" });
    const empty = inquiryPatchSchema.safeParse({ note: "  " });
    expect(empty.success ? [] : empty.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["note", "write a note or choose a different status"],
    ]);
  });

  it("reads a status change as from → to", () => {
    expect(statusChangeLabel({ statusFrom: "new", statusTo: "contacted" })).toBe("New → Contacted");
    expect(statusChangeLabel({ statusFrom: null, statusTo: null })).toBeUndefined();
  });
});
