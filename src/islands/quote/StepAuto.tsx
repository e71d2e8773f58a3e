import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { FieldError, inputClass, TextField } from "./TextField";

const CONDITIONS = [
  { value: "running", label: "Running" },
  { value: "not running", label: "Not running" },
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
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          id={id("needsAutoTransport")}
          name="needsAutoTransport"
          checked={form.needsAutoTransport}
          onChange={(e) => setField("needsAutoTransport", e.target.checked)}
          className="mt-1 size-4 accent-brand-600"
        />
        <span>
          <span className="block font-medium text-slate-900">I also need a vehicle shipped</span>
          <span className="block text-sm text-slate-600">Movers that offer auto transport will include it in their quote.</span>
        </span>
      </label>
      {form.needsAutoTransport && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select id={id("autoYear")} label="Vehicle year" value={form.autoYear} error={errors.autoYear} onChange={(v) => setField("autoYear", v)}>
            <option value="">Select year</option>
            {vehicleYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
          <TextField id={id("autoMake")} label="Make" placeholder="e.g. Toyota" value={form.autoMake} maxLength={60} onValueChange={(v) => setField("autoMake", v)} error={errors.autoMake} />
          <TextField id={id("autoModel")} label="Model" placeholder="e.g. Camry" value={form.autoModel} maxLength={60} onValueChange={(v) => setField("autoModel", v)} error={errors.autoModel} />
          <Select id={id("autoCondition")} label="Condition" value={form.autoCondition} error={errors.autoCondition} onChange={(v) => setField("autoCondition", v)}>
            <option value="">Select condition</option>
            {CONDITIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Select({ id, label, value, error, onChange, children }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
