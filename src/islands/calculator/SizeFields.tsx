import { bedroomChoices } from "../../lib/cost/estimate";
import { MOVE_SIZES, type MoveSizeId } from "../../lib/quote/move-sizes";
import { FieldError, inputClass } from "../quote/TextField";

interface Props {
  idPrefix: string;
  size: MoveSizeId;
  bedrooms: number | null;
  onSizeChange(size: MoveSizeId): void;
  onBedroomsChange(bedrooms: number): void;
  error?: string;
}

/** The spec's four move sizes as a radio group, refined by bedrooms where the size spans several. */
export function SizeFields({ idPrefix, size, bedrooms, onSizeChange, onBedroomsChange, error }: Props) {
  const choices = bedroomChoices(size);
  const bedroomsId = `${idPrefix}-bedrooms`;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Move size</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {MOVE_SIZES.map((s) => (
          <label
            key={s.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40"
          >
            <input
              type="radio"
              name="size"
              value={s.id}
              checked={size === s.id}
              onChange={() => onSizeChange(s.id)}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{s.label}</span>
              <span className="block text-sm text-slate-600">{s.description}</span>
            </span>
          </label>
        ))}
      </div>
      {choices.length > 1 && (
        <div className="mt-3 max-w-xs">
          <label htmlFor={bedroomsId} className="block text-sm font-medium text-slate-800">
            Bedrooms
          </label>
          <select
            id={bedroomsId}
            value={bedrooms ?? ""}
            onChange={(e) => onBedroomsChange(Number(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${bedroomsId}-error` : undefined}
            className={inputClass(Boolean(error))}
          >
            {choices.map((p) => (
              <option key={p.label} value={p.bedrooms ?? ""}>
                {p.label}
              </option>
            ))}
          </select>
          <FieldError id={`${bedroomsId}-error`} message={error} />
        </div>
      )}
    </fieldset>
  );
}
