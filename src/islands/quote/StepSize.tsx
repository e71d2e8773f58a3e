import { useStore } from "@nanostores/react";
import { MOVE_SIZES } from "../../lib/quote/move-sizes";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { FieldError } from "./TextField";

/** Step 2: one of the four move sizes (spec 3.2) as radio cards; the step's legend names the group. */
export function StepSize({ idPrefix }: { idPrefix: string }) {
  const { moveSize } = useStore($quoteForm, { keys: ["moveSize"] });
  const errors = useStore($fieldErrors);
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2">
        {MOVE_SIZES.map((size, i) => (
          <label
            key={size.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="moveSize"
              id={i === 0 ? `${idPrefix}-moveSize` : undefined}
              value={size.id}
              checked={moveSize === size.id}
              onChange={() => setField("moveSize", size.id)}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{size.label}</span>
              <span className="block text-sm text-slate-600">{size.description}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${idPrefix}-moveSize-error`} message={errors.moveSize} />
    </div>
  );
}
