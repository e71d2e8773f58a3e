import { beforeEach, describe, expect, it } from "vitest";
import type { PlaceResolveQuery } from "../lib/quote/place-resolution";
import type { PlaceResolution } from "../lib/quote/place-text";
import { $fieldErrors, $quoteForm, $step, editLocation, type QuoteServices } from "./quote";
import { next, reset } from "./quote-flow";
import { $placeChoices, $requestedCompanyName, choosePlace, clearPlaceChoices, type PlaceResolver } from "./quote-route";
import { prefillRouteContext, resolveRoute } from "./quote-route-resolve";

const austin = { zip: "73301", city: "Austin", state: "TX" };
const denver = { zip: "80201", city: "Denver", state: "CO" };
const springfields = [
  { zip: "62701", city: "Springfield", state: "IL" },
  { zip: "01101", city: "Springfield", state: "MA" },
];

/** A resolver answering from a fixed table, recording what it was asked. */
function table(answers: Record<string, PlaceResolution | null>): PlaceResolver & { asked: PlaceResolveQuery[] } {
  const asked: PlaceResolveQuery[] = [];
  const fn = async (query: PlaceResolveQuery) => {
    asked.push(query);
    const key = "q" in query ? query.q : `company:${query.company}`;
    return key in answers ? answers[key] : { status: "unknown" as const };
  };
  return Object.assign(fn, { asked });
}

const services = (resolve: PlaceResolver): QuoteServices => ({
  ensureSession: async (uuid) => uuid,
  matchCompanies: async () => ({ companies: [], pingId: "p", fallback: true }),
  submitLead: async () => ({ ok: true, leadId: "x" }),
  sendFunnelEvent: () => {},
  resolveRoute: () => resolveRoute(resolve),
});

beforeEach(() => {
  reset();
  $placeChoices.set({});
  $requestedCompanyName.set("");
});

describe("Continue at step 1 with places typed by hand", () => {
  it("stores the resolved ZIP, city and state, keeps the typed text and moves on", async () => {
    editLocation("from", "Austin, TX");
    editLocation("to", "denver co");
    await next(services(table({ "Austin, TX": { status: "resolved", place: austin }, "denver co": { status: "resolved", place: denver } })));
    expect($step.get()).toBe(2);
    expect($quoteForm.get()).toMatchObject({
      movingFrom: "Austin, TX",
      fromLocationZip: "73301",
      fromLocationCity: "Austin",
      fromLocationState: "TX",
      movingTo: "denver co",
      toLocationZip: "80201",
      toLocationCity: "Denver",
      toLocationState: "CO",
    });
  });

  it("asks which place an ambiguous name means, and a choice stores it", async () => {
    editLocation("from", "Springfield");
    editLocation("to", "Austin, TX");
    await next(services(table({ Springfield: { status: "ambiguous", options: springfields }, "Austin, TX": { status: "resolved", place: austin } })));
    expect($step.get()).toBe(1);
    expect($placeChoices.get().from).toEqual({ text: "Springfield", options: springfields });
    expect($fieldErrors.get().movingFrom).toBe("More than one place is called “Springfield”. Choose the one you mean.");
    choosePlace("from", springfields[1]);
    expect($quoteForm.get()).toMatchObject({ movingFrom: "Springfield, MA", fromLocationZip: "01101", fromLocationState: "MA" });
    expect($fieldErrors.get().movingFrom).toBeUndefined();
    // The group stays for the arrow keys until the text is edited.
    expect($placeChoices.get().from).toBeDefined();
    await next(services(table({})));
    expect($step.get()).toBe(2);
  });

  it("names the unknown place at its field and stays at step 1", async () => {
    editLocation("from", "60601");
    editLocation("to", "  Atlantis ");
    await next(services(table({ "60601": { status: "resolved", place: { zip: "60601", city: "Chicago", state: "IL" } } })));
    expect($step.get()).toBe(1);
    expect($fieldErrors.get()).toEqual({ movingTo: "We couldn't find “Atlantis”. Try a ZIP code or “City, ST”." });
    expect($quoteForm.get().fromLocationZip).toBe("60601");
  });

  it("says so when the lookup itself fails, instead of guessing", async () => {
    editLocation("from", "Austin, TX");
    editLocation("to", "Denver, CO");
    await next(services(table({ "Austin, TX": null, "Denver, CO": { status: "resolved", place: denver } })));
    expect($step.get()).toBe(1);
    expect($fieldErrors.get().movingFrom).toBe("We couldn't check “Austin, TX” just now. Check your connection and press Continue again.");
  });

  it("does not look up a place already picked, nor store an answer for text edited meanwhile", async () => {
    editLocation("from", "Austin, TX");
    editLocation("to", "Denver, CO");
    const slow: PlaceResolver = async (query) => {
      if ("q" in query && query.q === "Denver, CO") editLocation("to", "Dallas, TX");
      return { status: "resolved", place: "q" in query && query.q === "Austin, TX" ? austin : denver };
    };
    expect(await resolveRoute(slow)).toBe(false);
    expect($quoteForm.get()).toMatchObject({ fromLocationZip: "73301", movingTo: "Dallas, TX", toLocationZip: "" });
    const again = table({ "Dallas, TX": { status: "resolved", place: { zip: "75201", city: "Dallas", state: "TX" } } });
    expect(await resolveRoute(again)).toBe(true);
    expect(again.asked).toEqual([{ q: "Dallas, TX" }]);
  });

  it("clears the choices of one side only", () => {
    $placeChoices.set({ from: { text: "a", options: springfields }, to: { text: "b", options: springfields } });
    clearPlaceChoices("from");
    expect(Object.keys($placeChoices.get())).toEqual(["to"]);
  });
});

describe("prefill from the page URL", () => {
  it("starts from the mover's city for ?company= and remembers the mover", async () => {
    const resolve = table({
      "company:austin-best": { status: "resolved", place: austin, company: { slug: "austin-best", name: "Austin Best Movers" } },
    });
    await prefillRouteContext(new URLSearchParams("company=austin-best"), resolve);
    expect($quoteForm.get()).toMatchObject({ movingFrom: "Austin, TX", fromLocationZip: "73301", requestedCompany: "austin-best" });
    expect($requestedCompanyName.get()).toBe("Austin Best Movers");
    expect(resolve.asked).toEqual([{ company: "austin-best" }]);
  });

  it("keeps an origin the visitor already has, and ignores an unknown or malformed company", async () => {
    editLocation("from", "60601");
    const resolve = table({
      "company:austin-best": { status: "resolved", place: austin, company: { slug: "austin-best", name: "Austin Best Movers" } },
      "60601": { status: "resolved", place: { zip: "60601", city: "Chicago", state: "IL" } },
    });
    await prefillRouteContext(new URLSearchParams("company=austin-best"), resolve);
    // The visitor's own text is not the link's: it waits for Continue, unresolved.
    expect($quoteForm.get()).toMatchObject({ movingFrom: "60601", fromLocationZip: "", requestedCompany: "austin-best" });
    expect(resolve.asked).toEqual([{ company: "austin-best" }]);
    reset();
    await prefillRouteContext(new URLSearchParams("company=nobody"), table({}));
    await prefillRouteContext(new URLSearchParams("company=<script>"), resolve);
    expect($quoteForm.get()).toMatchObject({ movingFrom: "", requestedCompany: "" });
  });

  it("resolves prefilled ?from=&to= at once, showing an ambiguous choice before Continue", async () => {
    editLocation("from", "60601");
    editLocation("to", "Springfield");
    await prefillRouteContext(
      new URLSearchParams("from=60601&to=Springfield"),
      table({
        "60601": { status: "resolved", place: { zip: "60601", city: "Chicago", state: "IL" } },
        Springfield: { status: "ambiguous", options: springfields },
      }),
    );
    expect($quoteForm.get().fromLocationZip).toBe("60601");
    expect($placeChoices.get().to?.options).toEqual(springfields);
  });

  it("never looks up text typed before the wizard's code arrived, half-typed or edited from the link's", async () => {
    editLocation("from", "Aust");
    editLocation("to", "Denv");
    const resolve = table({ Aust: { status: "resolved", place: austin }, Denv: { status: "unknown" } });
    await prefillRouteContext(new URLSearchParams(""), resolve);
    await prefillRouteContext(new URLSearchParams("from=Austin&to=Denver"), resolve);
    expect(resolve.asked).toEqual([]);
    expect($quoteForm.get()).toMatchObject({ movingFrom: "Aust", fromLocationZip: "", movingTo: "Denv", toLocationZip: "" });
    expect($fieldErrors.get()).toEqual({});
  });
});
