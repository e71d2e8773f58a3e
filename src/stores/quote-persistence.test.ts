import { beforeEach, describe, expect, it } from "vitest";
import { sampleMatchedCompany } from "../../test/support/matched-company";
import { sampleMoveDate } from "../../test/support/sample-quote";
import { moveDateInWords } from "../lib/quote/move-summary";
import { $matched, $quoteForm, $step, $submission, type QuoteServices, setField, setLocation } from "./quote";
import { next, reset } from "./quote-flow";
import { $confirmation, QUOTE_STORAGE_KEY, restoreSavedQuote, saveQuoteChanges } from "./quote-persistence";

/** sessionStorage's behaviour for one tab: a map of strings that survives the "reload" below. */
class TabStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const services: QuoteServices = {
  ensureSession: async (uuid) => uuid,
  matchCompanies: async () => ({
    companies: [sampleMatchedCompany(7, "Acme Movers"), sampleMatchedCompany(9, "Best Van Lines")],
    pingId: "p-1",
    fallback: false,
  }),
  submitLead: async () => ({ ok: true, leadId: "MV-ABCDEFGH" }),
  sendFunnelEvent: () => {},
};

let storage: TabStorage;
let stop: () => void;

/** What a reload does: the page's stores start afresh (the tab's storage survives), then the wizard restores and saves again. */
function reload(search = ""): boolean {
  stop();
  reset();
  const restored = restoreSavedQuote(search, storage);
  stop = saveQuoteChanges(search, storage);
  return restored;
}

function fillRoute() {
  setLocation("from", { zip: "90210", city: "Beverly Hills", state: "CA", label: "90210 (Beverly Hills, CA)", value: "90210" });
  setLocation("to", { zip: "78701", city: "Austin", state: "TX", label: "Austin, TX 78701", value: "78701" });
}

beforeEach(() => {
  storage = new TabStorage();
  stop?.();
  reset();
  stop = saveQuoteChanges("", storage);
});

describe("the wizard across a reload", () => {
  it("keeps the answers and the step", async () => {
    fillRoute();
    await next(services);
    await next(services);
    setField("movingDate", sampleMoveDate());
    const lead = $quoteForm.get().leadUuid;
    expect($step.get()).toBe(3);
    expect(reload()).toBe(true);
    expect($step.get()).toBe(3);
    expect($quoteForm.get()).toMatchObject({
      leadUuid: lead,
      movingFrom: "90210 (Beverly Hills, CA)",
      toLocationZip: "78701",
      movingDate: sampleMoveDate(),
    });
  });

  it("keeps only the confirmation after submitting, and shows it again", async () => {
    fillRoute();
    setField("movingDate", sampleMoveDate());
    for (const [k, v] of [
      ["firstName", "Jo"],
      ["lastName", "Lee"],
      ["email", "jo@mail.example.com"],
      ["phone", "5125550123"],
    ] as const)
      setField(k, v);
    for (let i = 0; i < 6; i++) {
      await next(services);
      if ($step.get() === 5) await new Promise((r) => setTimeout(r, 0)); // the match lands
    }
    expect($step.get()).toBe(7);
    const move = { from: "Beverly Hills, CA 90210", to: "Austin, TX 78701", date: moveDateInWords(sampleMoveDate()), size: "2-3 Bedrooms" };
    expect($confirmation.get()).toEqual({ leadId: "MV-ABCDEFGH", movers: ["Acme Movers", "Best Van Lines"], move });
    const saved = storage.getItem(QUOTE_STORAGE_KEY) ?? "";
    expect(saved).toContain("MV-ABCDEFGH");
    expect(saved).not.toContain("jo@mail.example.com");
    expect(saved).not.toContain("5125550123");
    reload();
    expect($step.get()).toBe(7);
    expect($submission.get()).toMatchObject({ status: "success", leadId: "MV-ABCDEFGH" });
    expect($confirmation.get()).toEqual({ leadId: "MV-ABCDEFGH", movers: ["Acme Movers", "Best Van Lines"], move });
  });

  it("forgets everything when the visitor starts a new quote", async () => {
    fillRoute();
    await next(services);
    expect(storage.getItem(QUOTE_STORAGE_KEY)).not.toBeNull();
    reset();
    expect(storage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
    expect(reload()).toBe(false);
    expect($step.get()).toBe(1);
  });

  it("returns to step 4 when the movers' list was not saved yet", async () => {
    fillRoute();
    setField("movingDate", sampleMoveDate());
    $step.set(5);
    expect($matched.get().status).toBe("idle");
    reload();
    expect($step.get()).toBe(4);
  });

  it("does not restore a draft under a link that prefills something else, and ignores unreadable entries", async () => {
    stop();
    stop = saveQuoteChanges("?from=Chicago", storage);
    fillRoute();
    await next(services);
    expect(reload("?from=Denver")).toBe(false);
    storage.setItem(QUOTE_STORAGE_KEY, "{not json");
    expect(reload()).toBe(false);
    storage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ kind: "draft", search: "", step: 9, form: {} }));
    expect(reload()).toBe(false);
  });
});
