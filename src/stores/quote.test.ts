import { beforeEach, describe, expect, it, vi } from "vitest";
import { sampleMatchedCompany } from "../../test/support/matched-company";
import { sampleMoveDate } from "../../test/support/sample-quote";
import { FALLBACK_COMPANIES } from "../lib/quote/fallback-companies";
import type { FunnelEvent } from "../lib/quote/quote-api";
import { $fieldErrors, $matched, $quoteForm, $step, $submission, editLocation, type QuoteServices, setField, setLocation } from "./quote";
import { back, historyStep, next, reset } from "./quote-flow";
import { $toasts } from "./toast";

const company = sampleMatchedCompany(7, "Acme");
let events: FunnelEvent[];

function services(over: Partial<QuoteServices> = {}): QuoteServices {
  return {
    ensureSession: async (uuid) => uuid,
    matchCompanies: async () => ({ companies: [company], pingId: "p-1", fallback: false }),
    submitLead: async () => ({ ok: true, leadId: "MV-ABCDEFGH" }),
    sendFunnelEvent: (e) => events.push(e),
    ...over,
  };
}

/** A filled-in form moved `steps` steps on with Continue, each step using `svc`. */
async function fillAndContinue(steps: number, svc: QuoteServices): Promise<void> {
  fillThroughContact();
  for (let i = 0; i < steps; i++) await next(svc);
}

function fillThroughContact() {
  setLocation("from", { zip: "90210", city: "Beverly Hills", state: "CA", label: "90210 (Beverly Hills, CA)", value: "90210 (Beverly Hills, CA)" });
  setLocation("to", { zip: "78701", city: "Austin", state: "TX", label: "Austin, TX 78701", value: "Austin, TX 78701" });
  setField("movingDate", sampleMoveDate());
  setField("firstName", "Jo");
  setField("lastName", "Lee");
  setField("email", "jo@mail.example.com");
  setField("phone", "5125550123");
}

beforeEach(() => {
  events = [];
  reset();
});

describe("quote wizard transitions", () => {
  it("Continue on an invalid step stays and shows the spec's toast and inline errors", async () => {
    await next(services());
    expect($step.get()).toBe(1);
    expect($toasts.get().map((t) => [t.title, t.description])).toEqual([
      ["Please check your information", "Please fill in all required fields correctly."],
    ]);
    expect(Object.keys($fieldErrors.get()).sort()).toEqual(["movingFrom", "movingTo"]);
  });

  it("walks to the companies step without submitting, sending form_step events from step 2", async () => {
    const submitLead = vi.fn(async () => ({ ok: true as const, leadId: "x" }));
    await fillAndContinue(4, services({ submitLead }));
    expect($step.get()).toBe(5);
    expect(submitLead).not.toHaveBeenCalled();
    expect(events.map((e) => (e.event === "form_step" ? e.step : 0))).toEqual([2, 3, 4, 5]);
    await vi.waitFor(() => expect($matched.get().status).toBe("ready"));
    expect($quoteForm.get().selectedCompanies).toEqual([7]);
    expect($quoteForm.get().pingId).toBe("p-1");
  });

  it("Back never goes below step 1", async () => {
    back(services());
    expect($step.get()).toBe(1);
    fillThroughContact();
    await next(services());
    back(services());
    expect($step.get()).toBe(1);
  });

  it("step 6 submits; success goes to step 7, failure stays on 6 with 'Error submitting form'", async () => {
    const failing = services({ submitLead: async () => ({ ok: false, message: "Failed to submit lead: Database unavailable" }) });
    await fillAndContinue(6, failing);
    expect($step.get()).toBe(6);
    expect($submission.get()).toMatchObject({ status: "error", error: "Failed to submit lead: Database unavailable" });
    expect($toasts.get().at(-1)).toMatchObject({ title: "Error submitting form", description: "Failed to submit lead: Database unavailable" });
    await next(services());
    expect($step.get()).toBe(7);
    expect($submission.get().leadId).toBe("MV-ABCDEFGH");
    expect(events.filter((e) => e.event === "form_submission").map((e) => (e.event === "form_submission" ? e.status : ""))).toEqual([
      "error",
      "success",
    ]);
  });

  it("editing a location by hand clears its zip, city and state", () => {
    fillThroughContact();
    editLocation("from", "Beverly");
    expect($quoteForm.get()).toMatchObject({ movingFrom: "Beverly", fromLocationZip: "", fromLocationCity: "", fromLocationState: "" });
    expect($quoteForm.get().toLocationZip).toBe("78701");
  });

  it("reset restores defaults with a new lead uuid", () => {
    const before = $quoteForm.get().leadUuid;
    fillThroughContact();
    reset();
    expect($quoteForm.get().leadUuid).not.toBe(before);
    expect($quoteForm.get()).toMatchObject({ moveSize: "2-3br", movingFrom: "", firstName: "" });
    expect($step.get()).toBe(1);
  });

  it("keeps the fallback companies out of the selection", async () => {
    const fallback = services({ matchCompanies: async () => ({ companies: [...FALLBACK_COMPANIES], pingId: "fallback-1", fallback: true }) });
    await fillAndContinue(4, fallback);
    await vi.waitFor(() => expect($matched.get().fallback).toBe(true));
    expect($quoteForm.get().selectedCompanies).toEqual([]);
  });

  it("a refusal naming a field goes back to that field's step with the message at the field", async () => {
    fillThroughContact();
    const message = "First name must be at most 80 characters";
    const refusing = services({ submitLead: async () => ({ ok: false, message, fieldErrors: { firstName: message } }) });
    for (let i = 0; i < 6; i++) await next(refusing);
    expect($step.get()).toBe(4);
    expect($fieldErrors.get()).toEqual({ firstName: message });
    expect($toasts.get().at(-1)).toMatchObject({ title: "Please check your information", description: message });
  });

  it("the browser's Back and Forward move between steps, forward only over valid steps", async () => {
    await fillAndContinue(3, services());
    expect($step.get()).toBe(4);
    expect(historyStep(3, services())).toBe(true);
    expect($step.get()).toBe(3);
    setField("movingDate", "");
    expect(historyStep(4, services())).toBe(false);
    expect($step.get()).toBe(3);
    setField("movingDate", sampleMoveDate());
    expect(historyStep(4, services())).toBe(true);
    expect($step.get()).toBe(4);
  });

  it("the browser's Back does not reopen a submitted form", async () => {
    await fillAndContinue(6, services());
    expect($step.get()).toBe(7);
    expect(historyStep(6, services())).toBe(false);
    expect($step.get()).toBe(7);
  });
});
