import { NETWORK_ERROR_MESSAGE, sendFunnelEvent } from "../../client/quote-api";
import { ensureSession } from "../../client/session-api";
import type { QuoteServices } from "../../stores/quote";
import type { PlaceResolver } from "../../stores/quote-route";

/**
 * The wizard's calls to the outside world, for the transitions (wizard-engine.ts, which brings
 * this module). Place look-ups, matching and the submission bring their own code (zod/mini, the
 * field table): fetched when first used.
 */
export const resolvePlace: PlaceResolver = (query) =>
  import("../../client/place-lookup").then(
    (m) => m.resolvePlace(query),
    () => null, // could not be checked: the field says so
  );

export const services: QuoteServices = {
  ensureSession: (uuid) => ensureSession(uuid),
  matchCompanies: (state) =>
    import("../../client/match-api").then(
      (m) => m.matchCompanies(state),
      () => ({ companies: [], pingId: `fallback-${state.leadUuid}`, fallback: true }), // offline: the request goes to our team
    ),
  submitLead: (state) =>
    import("../../client/lead-submit").then(
      (m) => m.submitLead(state),
      () => ({ ok: false as const, message: NETWORK_ERROR_MESSAGE }),
    ),
  sendFunnelEvent,
  resolveRoute: () => import("../../stores/quote-route-resolve").then((m) => m.resolveRoute(resolvePlace)),
};
