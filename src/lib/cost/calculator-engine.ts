/**
 * What the cost calculator needs once the visitor works on the form: the inputs' checks (zod/mini)
 * and the cost model. One module, so the island fetches both with one dynamic import; the form
 * itself (sizes, extras, defaults) ships with the page.
 */

export { estimateMoveCost } from "./estimate";
export { calculatorInputSchema } from "./input-schema";
