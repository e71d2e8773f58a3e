import { useStore } from "@nanostores/react";
import { type ComponentType, useEffect, useState } from "react";
import { $fieldErrors, $quoteForm, editLocation, setLocation } from "../../stores/quote";
import { $placeChoices, $requestedCompanyName, clearPlaceChoices, type Side } from "../../stores/quote-route";
import { loadEngine } from "./engine-loader";
import { LocationAutocomplete } from "./LocationAutocomplete";
import type { PlaceChooserProps } from "./PlaceChooser";

/** The two ends of the route: the form fields each one fills and how its input is labelled. */
const ROUTE_ENDS = [
  { side: "from", field: "movingFrom", zip: "fromLocationZip", label: "Moving From", placeholder: "Enter origin (city, state or ZIP)" },
  { side: "to", field: "movingTo", zip: "toLocationZip", label: "Moving To", placeholder: "Enter destination (city, state or ZIP)" },
] as const satisfies ReadonlyArray<{ side: Side; field: string; zip: string; label: string; placeholder: string }>;

/**
 * Step 1: origin and destination, each with suggestions. A place typed without
 * picking a suggestion is resolved on Continue; when its name is ambiguous, the places it may
 * mean are offered right under the field as a radio group.
 */
export function StepRoute({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: ["movingFrom", "movingTo", "fromLocationZip", "toLocationZip"] });
  const errors = useStore($fieldErrors);
  const choices = useStore($placeChoices);
  const requestedName = useStore($requestedCompanyName);
  const PlaceChooser = usePlaceChooser(Boolean(choices.from || choices.to));
  const edit = (side: Side, text: string) => {
    editLocation(side, text);
    clearPlaceChoices(side);
  };
  return (
    <div className="grid gap-4">
      {requestedName && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800">
          You asked about <strong>{requestedName}</strong>: they are offered first at the mover step when they serve your route.
        </p>
      )}
      {ROUTE_ENDS.map(({ side, field, zip, label, placeholder }) => (
        <div key={side} className="grid gap-2">
          <LocationAutocomplete
            onEdit={(text) => edit(side, text)}
            onSelect={(s) => setLocation(side, s)}
            id={`${idPrefix}-${field}`}
            name={side}
            label={label}
            placeholder={placeholder}
            value={form[field]}
            error={errors[field]}
          />
          {choices[side] && PlaceChooser && <PlaceChooser side={side} idPrefix={idPrefix} choices={choices[side]} chosenZip={form[zip]} />}
        </div>
      ))}
    </div>
  );
}

type Chooser = ComponentType<PlaceChooserProps>;
let chooser: Chooser | null = null;

/**
 * The radio group for an ambiguous place: its code comes with the look-up that found the
 * ambiguity (the wizard's transitions, wizard-engine.ts), so it is here by the time it is wanted.
 */
function usePlaceChooser(wanted: boolean): Chooser | null {
  const [Loaded, setLoaded] = useState<Chooser | null>(() => chooser);
  useEffect(() => {
    if (!wanted || Loaded) return;
    loadEngine().then(
      (m) => {
        chooser = m.PlaceChooser;
        setLoaded(() => m.PlaceChooser);
      },
      () => {}, // the field's message still names the problem
    );
  }, [wanted, Loaded]);
  return Loaded;
}
