import { useStore } from "@nanostores/react";
import { stateByAbbreviation } from "../../lib/states";
import { $fieldErrors, $quoteForm, editLocation, setLocation } from "../../stores/quote";
import { $placeChoices, $requestedCompanyName, choosePlace, clearPlaceChoices, type PlaceChoices, type Side } from "../../stores/quote-route";
import { LocationAutocomplete } from "./LocationAutocomplete";

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
          {choices[side] && <PlaceChooser side={side} idPrefix={idPrefix} choices={choices[side]} chosenZip={form[zip]} />}
        </div>
      ))}
    </div>
  );
}

/** The places an ambiguous name may mean: native radios, so arrow keys and Space work as usual. */
function PlaceChooser({ side, idPrefix, choices, chosenZip }: { side: Side; idPrefix: string; choices: PlaceChoices; chosenZip: string }) {
  const groupId = `${idPrefix}-${side}-choices`;
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {side === "from" ? "Moving from" : "Moving to"}: which “{choices.text}”?
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {choices.options.map((place) => {
          const id = `${groupId}-${place.zip}`;
          return (
            <div key={place.zip} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={groupId}
                value={place.zip}
                checked={chosenZip === place.zip}
                onChange={() => choosePlace(side, place)}
                className="size-4 accent-brand-600"
              />
              <label htmlFor={id} className="cursor-pointer py-1 text-sm text-slate-800">
                {place.city}, {stateByAbbreviation(place.state)?.name ?? place.state}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
