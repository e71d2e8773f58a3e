import { useId } from "react";
import { lastDays, RANGE_PRESETS, type StatisticsRange } from "../../../lib/admin/statistics";
import { BUTTON, Field, LABEL } from "../ui";

/**
 * The statistics' range: presets of the last 7, 30 or 90 days, or any from/to days (UTC,
 * inclusive). The chosen range lives in the page URL.
 */
export function RangePicker({ range, error, onChange }: { range: StatisticsRange; error?: string; onChange: (next: StatisticsRange) => void }) {
  const id = useId();
  return (
    <search aria-label="Statistics range" className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className={`${LABEL} mb-1`}>Last</legend>
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days);
          const active = preset.from === range.from && preset.to === range.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              className={active ? BUTTON.primary : BUTTON.secondary}
              onClick={() => onChange(preset)}
            >
              {days} days
            </button>
          );
        })}
      </fieldset>
      <Field
        id={`${id}-from`}
        label="From (UTC)"
        type="date"
        value={range.from}
        max={range.to}
        onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
      />
      <Field
        id={`${id}-to`}
        label="To (UTC)"
        type="date"
        value={range.to}
        min={range.from}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
      />
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
    </search>
  );
}
