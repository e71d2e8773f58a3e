import "../zod-jitless";
import { useEffect, useId, useRef, useState } from "react";
import { DEFAULT_CALCULATOR_INPUT as DEFAULTS, defaultBedrooms, quoteWizardHref, toEstimateInput, zipFromPlace } from "../../lib/cost/input";
import type { MoveSizeId } from "../../lib/quote/move-sizes";
import { LocationAutocomplete } from "../quote/LocationAutocomplete";
import { TextField } from "../ui/TextField";
import { EstimateResults } from "./EstimateResults";
import { ExtrasFields, type ExtrasValues } from "./ExtrasFields";
import { SizeFields } from "./SizeFields";
import { useZipPlace, type ZipPlaceState } from "./useZipPlace";

type Errors = Partial<Record<string, string>>;
type Engine = typeof import("./calculator-parts");

let engine: Engine | null = null;
let engineLoading: Promise<Engine> | null = null;
/**
 * The inputs' checks (zod/mini), the cost model and the estimate's view: fetched when the visitor
 * first works on the form (or arrives with a route). The island then computes from the values its
 * fields hold at that moment, whatever was typed while this loaded. The ZIP look-ups ship with the
 * page, so the distance is fetched while this loads rather than after it.
 */
function loadEngine(): Promise<Engine> {
  engineLoading ??= import("./calculator-parts").then(
    (m) => (engine = m),
    (error) => {
      engineLoading = null;
      throw error;
    },
  );
  return engineLoading;
}

const INITIAL_EXTRAS: ExtrasValues = {
  packing: DEFAULTS.packing,
  storageMonths: String(DEFAULTS.storageMonths),
  stairsFlights: String(DEFAULTS.stairsFlights),
  longCarry: DEFAULTS.longCarry,
  piano: DEFAULTS.piano,
  safe: DEFAULTS.safe,
  autoTransport: DEFAULTS.autoTransport,
  weightPerRoomLb: String(DEFAULTS.weightPerRoomLb),
};

function lookupError(zip: string | null, state: ZipPlaceState): string | undefined {
  if (state.status === "not-found") return `ZIP code ${zip} was not found`;
  if (state.status === "failed") return "We could not look up this ZIP code. Please try again.";
  return undefined;
}

const placeName = (state: ZipPlaceState) => (state.place ? `${state.place.city}, ${state.place.state}` : "");

/** Scrolls to an element (smoothly unless the visitor prefers reduced motion) and moves focus there. */
function bringIntoView(target: HTMLElement | null): void {
  if (!target) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * The moving cost calculator (/calculator): From and To with the quote wizard's autocomplete
 * (the route is this island's own state), size, date and extras; the
 * estimate from src/lib/cost updates as you type, and a one-line summary of it appears under the
 * route, where the visitor is looking. Submitting (Enter, "See the breakdown" or "Show my
 * estimate") scrolls to the full estimate and focuses its heading. The distance comes from the two
 * ZIP codes' coordinates. 'Get Free Quotes' opens the wizard prefilled with the route, size and date.
 */
const EMPTY_ROUTE = { movingFrom: "", movingTo: "", fromLocationZip: "", toLocationZip: "" };
/** The two ends of the route: each a place text and the ZIP of a picked suggestion. */
const ROUTE_ENDS = [
  { end: "from", label: "Moving From", text: "movingFrom", zip: "fromLocationZip" },
  { end: "to", label: "Moving To", text: "movingTo", zip: "toLocationZip" },
] as const;

interface Props {
  /** The quote wizard's page (`getQuotesPath()`, given by the page): the form's no-JavaScript target and 'Get Free Quotes'. */
  quotePath: string;
}

export default function CostCalculator({ quotePath }: Props) {
  const idPrefix = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [route, setRoute] = useState(EMPTY_ROUTE);
  const [size, setSize] = useState<MoveSizeId>(DEFAULTS.size);
  const [bedrooms, setBedrooms] = useState(DEFAULTS.bedrooms);
  const [date, setDate] = useState(DEFAULTS.date);
  const [extras, setExtras] = useState(INITIAL_EXTRAS);

  const fromZip = route.fromLocationZip || zipFromPlace(route.movingFrom);
  const toZip = route.toLocationZip || zipFromPlace(route.movingTo);
  const from = useZipPlace(fromZip);
  const to = useZipPlace(toZip);
  const ends = { from: { zip: fromZip, lookup: from }, to: { zip: toZip, lookup: to } };

  const [loaded, setLoaded] = useState<Engine | null>(() => engine);
  const wake = () => {
    if (!loaded)
      loadEngine().then(
        (arrived) => setLoaded(() => arrived),
        () => {},
      );
  };
  // A route in the address or a browser-restored field means the visitor is already under way.
  useEffect(() => {
    if (fromZip || toZip) wake();
  });

  const parsed = loaded?.calculatorInputSchema.safeParse({ from: route.movingFrom, to: route.movingTo, size, bedrooms, date, ...extras }) ?? null;
  const errors: Errors = {};
  for (const issue of parsed && !parsed.success ? parsed.error.issues : []) errors[String(issue.path[0])] ??= issue.message;

  const estimate =
    parsed?.success && from.place && to.place && loaded
      ? loaded.estimateMoveCost(toEstimateInput(parsed.data, loaded.distanceMiles(from.place, to.place)))
      : null;
  let message = "";
  if (!fromZip || !toZip)
    message = "Enter a ZIP code, or pick a place from the suggestions, for both Moving From and Moving To to see your estimate.";
  else if (from.status === "loading" || to.status === "loading") message = "Finding the distance…";
  else if (!from.place || !to.place) message = "We could not find the distance. Check the ZIP codes in Moving From and Moving To.";
  else if (!parsed) message = "Working out your estimate…";
  else if (!parsed.success) message = "Check the highlighted fields to see your estimate.";

  // The texts go as shown ("78701 (Austin, TX)", "Austin, TX 78701" or as typed): the wizard
  // resolves each to its ZIP, city and state the same way as a place typed at its first step.
  const quoteHref = quoteWizardHref(quotePath, { from: route.movingFrom, to: route.movingTo, size, date: errors.date ? "" : date });

  return (
    <div className="grid min-w-0 gap-8">
      <form
        action={quotePath}
        method="get"
        noValidate
        onFocusCapture={wake}
        onPointerDownCapture={wake}
        onSubmit={(e) => {
          e.preventDefault();
          bringIntoView(resultHeading.current);
        }}
        aria-labelledby={`${idPrefix}-form-heading`}
        className="grid min-w-0 gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={`${idPrefix}-form-heading`} className="text-xl font-semibold text-slate-900">
          Your move
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {ROUTE_ENDS.map(({ end, label, text, zip }) => (
            <LocationAutocomplete
              key={end}
              onEdit={(typed) => setRoute((r) => ({ ...r, [text]: typed, [zip]: "" }))}
              onSelect={(s) => setRoute((r) => ({ ...r, [text]: s.value, [zip]: s.zip }))}
              id={`${idPrefix}-${end}`}
              name={end}
              label={label}
              placeholder="ZIP code or city, state"
              value={route[text]}
              error={lookupError(ends[end].zip, ends[end].lookup)}
            />
          ))}
        </div>
        {estimate && loaded && <loaded.EstimatePeek estimate={estimate} />}
        <SizeFields
          idPrefix={idPrefix}
          size={size}
          bedrooms={bedrooms}
          onSizeChange={(next) => {
            setSize(next);
            setBedrooms(defaultBedrooms(next));
          }}
          onBedroomsChange={setBedrooms}
          error={errors.bedrooms}
        />
        <div className="max-w-xs">
          <TextField
            id={`${idPrefix}-date`}
            name="date"
            type="date"
            label="Move date"
            hint="Optional. May-September, weekends and month-ends cost more."
            value={date}
            onValueChange={setDate}
            error={errors.date}
          />
        </div>
        <ExtrasFields idPrefix={idPrefix} values={extras} onChange={(key, value) => setExtras((x) => ({ ...x, [key]: value }))} errors={errors} />
        <p>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Show my estimate
          </button>
        </p>
      </form>
      <EstimateResults
        headingRef={resultHeading}
        headingId={`${idPrefix}-result-heading`}
        status={
          estimate && loaded ? (
            <loaded.EstimateSummary estimate={estimate} route={`${placeName(from)} to ${placeName(to)}`} />
          ) : (
            <p className="text-slate-700" data-testid="estimate-range">
              {message}
            </p>
          )
        }
        quoteHref={quoteHref}
      >
        {estimate && loaded && <loaded.EstimateBreakdown estimate={estimate} headingId={`${idPrefix}-result-heading`} />}
      </EstimateResults>
    </div>
  );
}
