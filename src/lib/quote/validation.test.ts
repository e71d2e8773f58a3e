import { describe, expect, it } from "vitest";
import { sampleMoveDate } from "../../../test/support/sample-quote";
import { classifyLocationQuery, toSuggestions } from "./location-query";
import { wireMoveDate } from "./move-date";
import { DEFAULT_MOVE_SIZE, MOVE_SIZES, roomsForMoveSize } from "./move-sizes";
import { isStepValid } from "./step-rules";
import { DEFAULT_TOGGLES } from "./validation";

const contact = { firstName: "Jo", lastName: "Lee", email: "jo.lee+move@mail.example.com", phone: "(512) 555-0123" };

describe("step rules", () => {
  it("step 1 needs both places after trimming", () => {
    expect(isStepValid(1, { movingFrom: "Austin, TX", movingTo: "78701" })).toBe(true);
    expect(isStepValid(1, { movingFrom: "  ", movingTo: "78701" })).toBe(false);
    expect(isStepValid(1, { movingFrom: "Austin", movingTo: "" })).toBe(false);
  });

  it("steps 2 and 3 need a size and a date; 5 and 7 always pass", () => {
    expect(isStepValid(2, { moveSize: "2-3br" })).toBe(true);
    expect(isStepValid(2, { moveSize: "" })).toBe(false);
    expect(isStepValid(3, { movingDate: sampleMoveDate() })).toBe(true);
    expect(isStepValid(3, { movingDate: " " })).toBe(false);
    expect(isStepValid(5, {})).toBe(true);
    expect(isStepValid(7, {})).toBe(true);
  });

  it("names need 2+ characters after trimming", () => {
    expect(isStepValid(4, contact)).toBe(true);
    expect(isStepValid(4, { ...contact, firstName: " J " })).toBe(false);
    expect(isStepValid(4, { ...contact, lastName: "L" })).toBe(false);
  });

  it.each([
    ["a_b-c.d+e@x.io", true],
    ["user@sub.domain.museum", true],
    ["user@domain.c", false],
    ["user@domain.abcdefghijklmnopqrstu", false],
    ["user@domain.c0m", false],
    ["user name@domain.com", false],
    ["@domain.com", false],
  ])("email %s → %s", (email, ok) => {
    expect(isStepValid(4, { ...contact, email })).toBe(ok);
  });

  it("phone needs 10 digits after stripping formatting and a leading country code 1", () => {
    expect(isStepValid(4, { ...contact, phone: "512.555.0123" })).toBe(true);
    expect(isStepValid(4, { ...contact, phone: "1 512 555 0123" })).toBe(true);
    expect(isStepValid(4, { ...contact, phone: "2 512 555 0123" })).toBe(false);
    expect(isStepValid(4, { ...contact, phone: "555-0123" })).toBe(false);
  });

  it("with the format checks off, email and phone need only be non-empty", () => {
    const toggles = { ...DEFAULT_TOGGLES, emailFormat: false, phoneFormat: false };
    expect(isStepValid(4, { ...contact, email: "not an email", phone: "12" }, toggles)).toBe(true);
    expect(isStepValid(4, { ...contact, email: "", phone: "12" }, toggles)).toBe(false);
  });

  it("step 6 requires the vehicle only when auto transport is wanted", () => {
    const none = { needsAutoTransport: false, autoYear: "", autoMake: "", autoModel: "", autoCondition: "" };
    expect(isStepValid(6, none)).toBe(true);
    expect(isStepValid(6, { ...none, needsAutoTransport: true, autoYear: "2019", autoMake: "Honda", autoModel: " ", autoCondition: "running" })).toBe(
      false,
    );
    expect(
      isStepValid(6, { ...none, needsAutoTransport: true, autoYear: "2019", autoMake: "Honda", autoModel: "Civic", autoCondition: "running" }),
    ).toBe(true);
  });
});

describe("move sizes", () => {
  it("lists the four sizes with 2-3br as default", () => {
    expect(MOVE_SIZES.map((s) => s.id)).toEqual(["studio", "2-3br", "4br", "commercial"]);
    expect(DEFAULT_MOVE_SIZE).toBe("2-3br");
  });

  it.each([
    ["studio", 1],
    ["Studio/1BR", 1],
    ["2-3br", 3],
    ["2-3 Bedrooms", 3],
    ["4br", 4],
    ["4+ Bedrooms", 4],
    ["commercial", 5],
    ["Office", 5],
    ["small business", 5],
    ["1 room", 1],
    ["3 rooms", 3],
    ["6 bedroom house", 4],
    ["a big house", 3],
    ["", 0],
  ])("%s → %d rooms", (size, rooms) => {
    expect(roomsForMoveSize(size)).toBe(rooms);
  });
});

describe("wireMoveDate", () => {
  it("converts ISO dates, keeps formatted ones and empties bad ones with a warning", () => {
    const warnings: string[] = [];
    expect(wireMoveDate("2026-12-05")).toBe("12/05/2026");
    expect(wireMoveDate("12/05/2026")).toBe("12/05/2026");
    expect(wireMoveDate("2026-02-30", (v) => warnings.push(v))).toBe("");
    expect(wireMoveDate("next week", (v) => warnings.push(v))).toBe("");
    expect(wireMoveDate("")).toBe("");
    expect(warnings).toEqual(["2026-02-30", "next week"]);
  });
});

describe("autocomplete rules", () => {
  it.each([
    ["9", null],
    ["90", { by: "zip", value: "90" }],
    ["902101", { by: "zip", value: "90210" }],
    ["a", null],
    ["au", { by: "city", value: "au" }],
    ["St. Louis", { by: "city", value: "St. Louis" }],
    ["1 a", { by: "city", value: "1 a" }],
    ["1-", null],
  ])("%s → %o", (text, expected) => {
    expect(classifyLocationQuery(text)).toEqual(expected);
  });

  it("labels suggestions by search kind and drops duplicates", () => {
    const items = [
      { zip: "90210", city: "Beverly Hills", state: "CA" },
      { zip: "90210", city: "Beverly Hills", state: "CA" },
    ];
    expect(toSuggestions(items, "zip").map((s) => s.label)).toEqual(["90210 (Beverly Hills, CA)"]);
    expect(toSuggestions(items, "city").map((s) => s.label)).toEqual(["Beverly Hills, CA 90210"]);
  });
});
