import { bedroomChoices } from "../../lib/cost/home-profiles";
import type { MoveSizeId } from "../../lib/quote/move-sizes";
import { MoveSizeChoices } from "../ui/ChoiceCard";
import { SelectField } from "../ui/TextField";

interface Props {
  idPrefix: string;
  size: MoveSizeId;
  bedrooms: number | null;
  onSizeChange(size: MoveSizeId): void;
  onBedroomsChange(bedrooms: number): void;
  error?: string;
}

/** The four move sizes as a radio group, refined by bedrooms where the size spans several. */
export function SizeFields({ idPrefix, size, bedrooms, onSizeChange, onBedroomsChange, error }: Props) {
  const choices = bedroomChoices(size);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Move size</legend>
      <MoveSizeChoices name="size" value={size} onChange={onSizeChange} className="mt-1 grid gap-2 sm:grid-cols-2" />
      {choices.length > 1 && (
        <div className="mt-3 max-w-xs">
          <SelectField
            id={`${idPrefix}-bedrooms`}
            label="Bedrooms"
            value={bedrooms ?? ""}
            onValueChange={(v) => onBedroomsChange(Number(v))}
            error={error}
          >
            {choices.map((p) => (
              <option key={p.label} value={p.bedrooms ?? ""}>
                {p.label}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </fieldset>
  );
}
