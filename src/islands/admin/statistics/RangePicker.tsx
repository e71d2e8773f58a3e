import { useId } from "react";
import { lastDays, RANGE_PRESETS, type StatisticsRange } from "../../../lib/admin/statistics-api";
import { BUTTON, DateRangeFields, LABEL } from "../ui";

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
      <DateRangeFields
        id={id}
        labels={["From (UTC)", "To (UTC)"]}
        from={range.from}
        to={range.to}
        toProps={{ "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined }}
        onChange={(end, value) => value && onChange({ ...range, [end]: value })}
      />
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
    </search>
  );
}
