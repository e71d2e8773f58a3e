import { stateByAbbreviation } from "../../lib/states";
import { choosePlace, type PlaceChoices, type Side } from "../../stores/quote-route";

/** The places an ambiguous name may mean: native radios, so arrow keys and Space work as usual. */
export interface PlaceChooserProps {
  side: Side;
  idPrefix: string;
  choices: PlaceChoices;
  chosenZip: string;
}

export function PlaceChooser({ side, idPrefix, choices, chosenZip }: PlaceChooserProps) {
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
