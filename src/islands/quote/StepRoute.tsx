import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm, editLocation, setLocation } from "../../stores/quote";
import { LocationAutocomplete } from "./LocationAutocomplete";

/** Step 1: origin and destination, each with suggestions (spec 2.5). */
export function StepRoute({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: ["movingFrom", "movingTo"] });
  const errors = useStore($fieldErrors);
  return (
    <div className="grid gap-4">
      <LocationAutocomplete
        onEdit={(text) => editLocation("from", text)}
        onSelect={(s) => setLocation("from", s)}
        id={`${idPrefix}-movingFrom`}
        name="from"
        label="Moving From"
        placeholder="Enter origin (city, state or ZIP)"
        value={form.movingFrom}
        error={errors.movingFrom}
      />
      <LocationAutocomplete
        onEdit={(text) => editLocation("to", text)}
        onSelect={(s) => setLocation("to", s)}
        id={`${idPrefix}-movingTo`}
        name="to"
        label="Moving To"
        placeholder="Enter destination (city, state or ZIP)"
        value={form.movingTo}
        error={errors.movingTo}
      />
    </div>
  );
}
