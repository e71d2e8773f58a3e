import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm, setField, todayIso } from "../../stores/quote";
import { TextField } from "../ui/TextField";

/** Step 3: the moving date, a native date input that starts today. */
export function StepDate({ idPrefix }: { idPrefix: string }) {
  const { movingDate } = useStore($quoteForm, { keys: ["movingDate"] });
  const errors = useStore($fieldErrors);
  return (
    <TextField
      id={`${idPrefix}-movingDate`}
      label="Moving date"
      type="date"
      name="movingDate"
      min={todayIso()}
      value={movingDate}
      onValueChange={(v) => setField("movingDate", v)}
      error={errors.movingDate}
      hint="Not sure yet? Pick your best guess; you can settle the exact day with the movers."
    />
  );
}
