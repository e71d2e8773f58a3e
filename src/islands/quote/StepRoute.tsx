import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm } from "../../stores/quote";
import { LocationAutocomplete } from "./LocationAutocomplete";

/** Step 1: origin and destination, each with suggestions (spec 2.5). */
export function StepRoute({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: ["movingFrom", "movingTo"] });
  const errors = useStore($fieldErrors);
  return (
    <div className="grid gap-4">
      <LocationAutocomplete
        side="from"
        id={`${idPrefix}-movingFrom`}
        name="from"
        label="Moving From"
        placeholder="Enter origin (city, state or ZIP)"
        value={form.movingFrom}
        error={errors.movingFrom}
      />
      <LocationAutocomplete
        side="to"
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
