import { describe, expect, it } from "vitest";
import { describePlace, describeVehicle, type LeadForMessages, moverEmail, visitorEmail, webhookBody } from "./lead-messages";
import { signWebhookBody, verifyWebhookSignature } from "./webhook-signature";

const lead: LeadForMessages = {
  publicId: "MV-7K3QF9X2",
  firstName: "Jo",
  lastName: "Lee",
  email: "jo@mail.example.com",
  phone: "5125550123",
  from: { typed: "Chicago, IL", city: "Chicago", state: "IL", zip: "60601" },
  to: { typed: "78701", city: "Austin", state: "TX", zip: "78701" },
  moveDate: "12/05/2026",
  moveSize: "2 Bedroom",
  vehicle: null,
  details: "",
  createdAt: "2026-11-23T08:00:00.000Z",
};

describe("the mover's email", () => {
  it("carries the customer's contact, the route as typed and resolved, and the confirmation id, with Reply-To the customer", () => {
    const email = moverEmail(lead, { email: "dispatch@alpha.example" });
    expect(email.to).toBe("dispatch@alpha.example");
    expect(email.replyTo).toBe("jo@mail.example.com");
    expect(email.subject).toBe("New moving lead MV-7K3QF9X2: Chicago, IL to 78701, 12/05/2026");
    expect(email.text).toContain("Customer: Jo Lee\nPhone: (512) 555-0123\nEmail: jo@mail.example.com");
    expect(email.text).toContain("Moving from: Chicago, IL (Chicago, IL 60601)\nMoving to: 78701 (Austin, TX 78701)");
    expect(email.text).toContain("Move date: 12/05/2026\nHome size: 2 Bedroom");
    expect(email.text).toContain("Confirmation ID: MV-7K3QF9X2");
    expect(email.text).not.toContain("Vehicle");
    expect(email.text).not.toContain("Details");
  });

  it("adds the vehicle and the customer's details when there are any", () => {
    const email = moverEmail(
      { ...lead, vehicle: { year: "2019", make: "Honda", model: "Civic", condition: "running" }, details: "Third floor, no elevator." },
      { email: "dispatch@alpha.example" },
    );
    expect(email.text).toContain("Vehicle to transport: 2019 Honda Civic, running");
    expect(email.text).toContain("Details from the customer:\nThird floor, no elevator.");
  });
});

describe("the visitor's confirmation", () => {
  it("gives the confirmation id, the chosen movers with their phones and what happens next", () => {
    const email = visitorEmail(lead, [
      { id: 1, name: "Alpha Movers", phone: "5125550101" },
      { id: 2, name: "Bravo Van Lines", phone: null },
    ]);
    expect(email).toMatchObject({ to: "jo@mail.example.com", subject: "Your moving quote request MV-7K3QF9X2" });
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain("Your confirmation ID is MV-7K3QF9X2.");
    expect(email.text).toContain("Your request went to the 2 movers you chose:\n- Alpha Movers: (512) 555-0101\n- Bravo Van Lines\n");
    expect(email.text).toContain("What happens next:");
  });

  it("says so when no mover was chosen", () => {
    expect(visitorEmail(lead, []).text).toContain("No mover was selected, so no mover received your request.");
  });
});

describe("places and vehicles in words", () => {
  it("leaves out a resolution that repeats the typed text, and says what little it knows", () => {
    expect(describePlace({ typed: "Austin, TX 78701", city: "Austin", state: "TX", zip: "78701" })).toBe("Austin, TX 78701");
    expect(describePlace({ typed: "somewhere", city: "", state: "", zip: "" })).toBe("somewhere");
    expect(describeVehicle({ year: "", make: "", model: "", condition: "" })).toBe("Yes (no details given)");
  });
});

describe("the webhook", () => {
  it("has a body a receiver can verify with the shared secret, and not with another", () => {
    const raw = JSON.stringify(webhookBody(lead, { id: 7, name: "Delta Hauling", phone: null }));
    const secret = "x".repeat(32);
    expect(JSON.parse(raw)).toMatchObject({ event: "lead.created", confirmation_id: "MV-7K3QF9X2", company: { id: 7 } });
    const signature = signWebhookBody(raw, secret);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(raw, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(raw, signature, "y".repeat(32))).toBe(false);
    expect(verifyWebhookSignature(`${raw} `, signature, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, undefined, secret)).toBe(false);
  });
});
