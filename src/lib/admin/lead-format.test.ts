import { describe, expect, it } from "vitest";
import { leadName, moveDateLabel, moveRoute, moveSizeText, placeName, placeWithZip, statusChangeText, statusLabel } from "./lead-format";

const lead = { fromCity: "Beverly Hills", fromState: "CA", fromZip: "90210", toCity: "Austin", toState: "TX", toZip: "78701" };

describe("places", () => {
  it("writes a move's route and places", () => {
    expect(moveRoute(lead)).toBe("Beverly Hills, CA → Austin, TX");
    expect(moveRoute({ ...lead, toCity: "", toState: "" })).toBe("Beverly Hills, CA → —");
    expect(placeName("", "TX")).toBe("TX");
    expect(placeWithZip("Austin", "TX", "78701")).toBe("Austin, TX 78701");
    expect(placeWithZip("", "", "78701")).toBe("78701");
    expect(placeWithZip("Austin", "TX", "")).toBe("Austin, TX");
  });
});

describe("leadName", () => {
  it("joins the names", () => {
    expect(leadName({ firstName: "Jo", lastName: "Lee" })).toBe("Jo Lee");
    expect(leadName({ firstName: " ", lastName: "" })).toBe("(no name)");
  });
});

describe("moveDateLabel", () => {
  it("writes the stored ISO day as a readable date", () => {
    expect(moveDateLabel("2026-12-05")).toBe("Dec 5, 2026");
    expect(moveDateLabel("2027-01-31")).toBe("Jan 31, 2027");
  });

  it("leaves other text as it is", () => {
    expect(moveDateLabel("12/05/2026")).toBe("12/05/2026");
    expect(moveDateLabel("2026-02-30")).toBe("2026-02-30");
    expect(moveDateLabel("")).toBe("—");
  });
});

describe("moveSizeText", () => {
  it("names the size with its rooms", () => {
    expect(moveSizeText("2-3br", 3)).toBe("2-3 Bedrooms (3 rooms)");
    expect(moveSizeText("studio", 1)).toBe("Studio/1BR (1 room)");
    expect(moveSizeText("a castle", 0)).toBe("a castle");
    expect(moveSizeText("", 0)).toBe("—");
  });
});

describe("status texts", () => {
  it("capitalises statuses and describes changes", () => {
    expect(statusLabel("contacted")).toBe("Contacted");
    expect(statusChangeText({ fromStatus: "new", toStatus: "contacted" })).toBe("New → Contacted");
    expect(statusChangeText({ fromStatus: null, toStatus: "new" })).toBe("Created as New");
  });
});
