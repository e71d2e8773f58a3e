import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { MoveSizeChoices } from "../ui/ChoiceCard";
import { FieldError } from "../ui/field-parts";

/** Step 2: one of the four move sizes as radio cards; the step's legend names the group. */
export function StepSize({ idPrefix }: { idPrefix: string }) {
  const { moveSize } = useStore($quoteForm, { keys: ["moveSize"] });
  const errors = useStore($fieldErrors);
  return (
    <div>
      <MoveSizeChoices name="moveSize" firstId={`${idPrefix}-moveSize`} value={moveSize} onChange={(size) => setField("moveSize", size)} />
      <FieldError id={`${idPrefix}-moveSize-error`} message={errors.moveSize} />
    </div>
  );
}
