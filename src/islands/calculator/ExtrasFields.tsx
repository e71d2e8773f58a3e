import type { ReactNode } from "react";
import { EXTRAS_LIMITS, WEIGHT_PER_ROOM_LB, WEIGHT_PER_ROOM_LIMITS } from "../../lib/cost/form-constants";
import { TextField } from "../ui/TextField";

/** The extras as the form holds them: number fields keep their text until parsed. */
export interface ExtrasValues {
  packing: boolean;
  storageMonths: string;
  stairsFlights: string;
  longCarry: boolean;
  piano: boolean;
  safe: boolean;
  autoTransport: boolean;
  weightPerRoomLb: string;
}

type Flag = "packing" | "longCarry" | "piano" | "safe" | "autoTransport";

interface Props {
  idPrefix: string;
  values: ExtrasValues;
  onChange<K extends keyof ExtrasValues>(key: K, value: ExtrasValues[K]): void;
  errors: Partial<Record<keyof ExtrasValues, string>>;
}

const FLAGS: ReadonlyArray<{ key: Flag; label: string; hint: string }> = [
  { key: "packing", label: "Packing service", hint: "The crew packs everything" },
  { key: "longCarry", label: "Long carry", hint: "The truck cannot park near the door" },
  { key: "piano", label: "Piano", hint: "Upright to small grand" },
  { key: "safe", label: "Safe", hint: "A gun or document safe" },
  { key: "autoTransport", label: "Auto transport", hint: "Ship one car on a carrier" },
];

/** The number fields: whole numbers within their limits, kept as text until parsed. */
const NUMBERS: ReadonlyArray<{
  key: "storageMonths" | "stairsFlights" | "weightPerRoomLb";
  label: string;
  hint?: string;
  min: number;
  max: number;
  step?: number;
}> = [
  { key: "storageMonths", label: "Storage (months)", min: 0, max: EXTRAS_LIMITS.storageMonths },
  { key: "stairsFlights", label: "Flights of stairs", hint: "At both homes together", min: 0, max: EXTRAS_LIMITS.stairsFlights },
  {
    key: "weightPerRoomLb",
    label: "Weight per room (lb)",
    hint: `Long-distance only; about ${WEIGHT_PER_ROOM_LB.toLocaleString("en-US")} lb is typical`,
    min: WEIGHT_PER_ROOM_LIMITS.min,
    max: WEIGHT_PER_ROOM_LIMITS.max,
    step: 50,
  },
];

function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(v: boolean): void;
}): ReactNode {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Packing, storage, stairs, long carry, specialty items, auto transport and the weight-per-room setting. */
export function ExtrasFields({ idPrefix, values, onChange, errors }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Extras</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {FLAGS.map((f) => (
          <Checkbox
            key={f.key}
            id={`${idPrefix}-${f.key}`}
            label={f.label}
            hint={f.hint}
            checked={values[f.key]}
            onChange={(v) => onChange(f.key, v)}
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {NUMBERS.map(({ key, ...field }) => (
          <TextField
            key={key}
            type="number"
            inputMode="numeric"
            step={1}
            {...field}
            id={`${idPrefix}-${key}`}
            value={values[key]}
            onValueChange={(v) => onChange(key, v)}
            error={errors[key]}
          />
        ))}
      </div>
    </fieldset>
  );
}
