/**
 * What the cost calculator loads when the visitor first works on the form (or arrives with a
 * route): the inputs' checks (zod/mini), the cost model, the distance between two ZIP codes'
 * centres, and the estimate's view. One module, so the island fetches them with one dynamic
 * import; the form itself (sizes, extras, defaults) ships with the page.
 */
export { calculatorInputSchema, estimateMoveCost } from "../../lib/cost/calculator-engine";
export { distanceMiles } from "../../lib/geo";
export { EstimateBreakdown, EstimatePeek, EstimateSummary } from "./EstimateView";
