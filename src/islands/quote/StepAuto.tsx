import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { ChoiceCard } from "../ui/ChoiceCard";
import { SelectField, TextField } from "../ui/TextField";

const CONDITIONS = [
  { value: "running", label: "Running" },
  { value: "not running", label: "Not running" },
] as const;

const NAME_FIELDS = [
  { field: "autoMake", label: "Make", placeholder: "e.g. Toyota" },
  { field: "autoModel", label: "Model", placeholder: "e.g. Camry" },
] as const;

function vehicleYears(): string[] {
  const newest = new Date().getFullYear() + 1;
  return Array.from({ length: newest - 1950 + 1 }, (_, i) => String(newest - i));
}

/** Step 6: the auto transport flag, then the vehicle's year, make, model and condition. */
export function StepAuto({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: ["needsAutoTransport", "autoYear", "autoMake", "autoModel", "autoCondition"] });
  const errors = useStore($fieldErrors);
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-4">
      <ChoiceCard
        type="checkbox"
        id={id("needsAutoTransport")}
        name="needsAutoTransport"
        checked={form.needsAutoTransport}
        onChange={(e) => setField("needsAutoTransport", e.target.checked)}
        title="I also need a vehicle shipped"
        description="Movers that offer auto transport will include it in their quote."
      />
      {form.needsAutoTransport && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={id("autoYear")}
            label="Vehicle year"
            value={form.autoYear}
            error={errors.autoYear}
            onValueChange={(v) => setField("autoYear", v)}
          >
            <option value="">Select year</option>
            {vehicleYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
          {NAME_FIELDS.map(({ field, label, placeholder }) => (
            <TextField
              key={field}
              id={id(field)}
              label={label}
              placeholder={placeholder}
              value={form[field]}
              maxLength={60}
              onValueChange={(v) => setField(field, v)}
              error={errors[field]}
            />
          ))}
          <SelectField
            id={id("autoCondition")}
            label="Condition"
            value={form.autoCondition}
            error={errors.autoCondition}
            onValueChange={(v) => setField("autoCondition", v)}
          >
            <option value="">Select condition</option>
            {CONDITIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </div>
  );
}
