/**
 * What the cost calculator loads when the visitor first works on the form (or arrives with a
 * route): the inputs' checks (zod/mini), the cost model, the ZIP look-ups with the distance
 * between them, and the estimate's view. One module, so the island fetches them with one dynamic
 * import; the form itself (sizes, extras, defaults) ships with the page.
 */
export { fetchZipCoordinates } from "../../client/zip-coordinates";
export { calculatorInputSchema, estimateMoveCost } from "../../lib/cost/calculator-engine";
export { distanceMiles } from "../../lib/geo";
export { EstimateBreakdown, EstimatePeek, EstimateSummary } from "./EstimateView";
