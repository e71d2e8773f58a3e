import { useId } from "react";
import { lastDays, RANGE_PRESETS, type StatisticsRange } from "../../../lib/admin/statistics";
import { BUTTON, INPUT, LABEL } from "../ui";

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
      <div>
        <label htmlFor={`${id}-from`} className={LABEL}>
          From (UTC)
        </label>
        <input id={`${id}-from`} type="date" className={`${INPUT} mt-1`} value={range.from} max={range.to} onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={LABEL}>
          To (UTC)
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${INPUT} mt-1`}
          value={range.to}
          min={range.from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
    </search>
  );
}
