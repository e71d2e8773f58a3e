import { describe, expect, it } from "vitest";
import { channelLabel, deliveryStatus, deliverySummaryText } from "./delivery-format";

const summary = (s: Partial<Record<"total" | "delivered" | "failed" | "held" | "skipped" | "pending", number>>) => ({
  total: 0,
  delivered: 0,
  failed: 0,
  held: 0,
  skipped: 0,
  pending: 0,
  ...s,
});

describe("the lead list's delivery cell", () => {
  it("counts what was sent out of all deliveries", () => {
    expect(deliverySummaryText(summary({ total: 3, delivered: 2, pending: 1 }))).toEqual({ text: "2 of 3 sent", failed: false });
  });
  it("names failures so they stand out", () => {
    expect(deliverySummaryText(summary({ total: 3, delivered: 2, failed: 1 }))).toEqual({ text: "2 of 3 sent, 1 failed", failed: true });
  });
  it("says when mail is held for want of an SMTP server", () => {
    expect(deliverySummaryText(summary({ total: 2, held: 2 }))).toEqual({ text: "0 of 2 sent, 2 held", failed: false });
  });
  it("reads None for a lead without deliveries", () => {
    expect(deliverySummaryText(summary({}))).toEqual({ text: "None", failed: false });
  });
});

describe("a delivery's status", () => {
  it("reads Retrying for a pending delivery that failed before, Sending for a first try", () => {
    expect(deliveryStatus({ status: "pending", attempts: 2 })).toEqual({ label: "Retrying", tone: "bad" });
    expect(deliveryStatus({ status: "pending", attempts: 0 })).toEqual({ label: "Sending", tone: "wait" });
  });
  it("names the other statuses in words", () => {
    expect(deliveryStatus({ status: "delivered", attempts: 1 }).label).toBe("Sent");
    expect(deliveryStatus({ status: "failed", attempts: 5 }).label).toBe("Failed");
    expect(deliveryStatus({ status: "held", attempts: 0 }).label).toBe("Held (no SMTP)");
    expect(deliveryStatus({ status: "skipped", attempts: 0 }).label).toBe("Not sent");
    expect(channelLabel("mover-webhook")).toBe("Webhook to mover");
  });
});
