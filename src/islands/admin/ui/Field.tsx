import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { US_STATES } from "../../../lib/states";
import { INPUT, LABEL } from "./styles";

/** The ids a control's hint and error get, joined for `aria-describedby` (undefined when none). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** A control's hint and error lines under it, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error, alert }: { id: string; hint?: ReactNode; error?: string; alert?: boolean }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={alert ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/** The props that tie a control to its label, hint and error. */
function controlProps(id: string, hint: unknown, error: unknown) {
  return { id, className: `${INPUT} mt-1`, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) } as const;
}

/** A label above one control, then the control's hint and error. */
function Labelled({
  id,
  label,
  hint,
  error,
  alert,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} alert={alert} />
    </div>
  );
}

/** A labelled input with its hint and error, linked for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <input {...controlProps(id, hint, error)} {...input} />
    </Labelled>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The text of each option (the value itself by default). */
  optionLabel?: (value: string) => ReactNode;
  /** A first option with the empty value ("All statuses"). */
  all?: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** A labelled select (a list filter, a status choice), with an optional "all" choice, hint and error. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  optionLabel = (v) => v,
  all,
  hint,
  error,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps(id, hint, error)} value={value} onChange={(e) => onChange(e.target.value)} {...select}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** One select of a list's filters: the query key it sets, its label, its "all" choice and its options. */
export interface SelectFilter<K extends string> {
  key: K;
  label: string;
  all: string;
  options: readonly string[];
  optionLabel: (value: string) => ReactNode;
}

/** A list's select filters, one `SelectField` each (id `<id>-<key>`): each shows `values[key]` and reports its key and the new value. */
export function SelectFilters<K extends string>({
  id,
  filters,
  values,
  onChange,
}: {
  id: string;
  filters: readonly SelectFilter<K>[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
}) {
  return filters.map((filter) => (
    <SelectField
      key={filter.key}
      id={`${id}-${filter.key}`}
      label={filter.label}
      value={values[filter.key]}
      onChange={(value) => onChange(filter.key, value)}
      all={filter.all}
      options={filter.options}
      optionLabel={filter.optionLabel}
    />
  ));
}

const STATE_CODES = US_STATES.map((s) => s.abbreviation);
const STATE_NAMES = new Map(US_STATES.map((s) => [s.abbreviation, `${s.name} (${s.abbreviation})`]));

/** A labelled state filter: "All states" ("") or a two-letter abbreviation. */
export function StateFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (state: string) => void }) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      options={STATE_CODES}
      optionLabel={(code) => STATE_NAMES.get(code)}
      all="All states"
    />
  );
}

/** A labelled note box with a live character count in its hint. */
export function NoteField({
  id,
  label = "Note (optional)",
  value,
  onChange,
  max,
  rows = 3,
  hint,
  error,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  /** What happens to the note, before the count ("Kept in the history."). */
  hint: string;
  error?: string;
}) {
  return (
    <Labelled id={id} label={label} hint={`${hint} ${value.length}/${max} characters.`} error={error} alert>
      <textarea {...controlProps(id, true, error)} rows={rows} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} />
    </Labelled>
  );
}

/**
 * A from/to pair of date inputs (ids `<id>-from` and `<id>-to`), each bounding the other; `toError`
 * and `toProps` go to the "to" input. `onChange` gets the end that changed and its new value.
 */
export function DateRangeFields({
  id,
  labels,
  from,
  to,
  onChange,
  toError,
  toProps,
}: {
  id: string;
  labels: readonly [from: string, to: string];
  from: string;
  to: string;
  onChange: (end: "from" | "to", value: string) => void;
  toError?: string;
  toProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <>
      <Field id={`${id}-from`} label={labels[0]} type="date" value={from} max={to || undefined} onChange={(e) => onChange("from", e.target.value)} />
      <Field
        id={`${id}-to`}
        label={labels[1]}
        type="date"
        value={to}
        min={from || undefined}
        error={toError}
        {...toProps}
        onChange={(e) => onChange("to", e.target.value)}
      />
    </>
  );
}
