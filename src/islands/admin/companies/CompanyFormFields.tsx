import type { ReactNode } from "react";
import type { CompanyFormColumn } from "../../../lib/admin/company-form";
import { INPUT, LABEL } from "../ui";

/** Labelled inputs of the company edit form, each with its hint and its error. */

/** The id of a column's control inside the form `formId` (the error summary links to it). */
export const fieldId = (formId: string, column: CompanyFormColumn) => `${formId}-${column}`;

function Described({
  formId,
  column,
  hint,
  error,
  children,
}: {
  formId: string;
  column: CompanyFormColumn;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = fieldId(formId, column);
  return (
    <>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/** aria-describedby of a control: its hint and its error, when present. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** A control's label, marked "(required)" when it is. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {label}
      {required && <span className="text-red-800"> (required)</span>}
    </label>
  );
}

export interface TextFieldProps {
  formId: string;
  column: CompanyFormColumn;
  label: string;
  value: string;
  onChange: (column: CompanyFormColumn, value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: "text" | "email" | "url" | "tel";
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email" | "url";
  rows?: number;
  className?: string;
}

/** A text input (or a textarea when `rows` is given). */
export function TextField(props: TextFieldProps) {
  const id = fieldId(props.formId, props.column);
  const shared = {
    id,
    name: props.column,
    value: props.value,
    className: `${INPUT} mt-1`,
    "aria-invalid": props.error ? true : undefined,
    "aria-required": props.required || undefined,
    "aria-describedby": describedBy(id, props.hint, props.error),
  };
  return (
    <div className={props.className}>
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <Described formId={props.formId} column={props.column} hint={props.hint} error={props.error}>
        {props.rows ? (
          <textarea {...shared} rows={props.rows} onChange={(e) => props.onChange(props.column, e.target.value)} />
        ) : (
          <input
            {...shared}
            type={props.type ?? "text"}
            inputMode={props.inputMode}
            autoComplete="off"
            spellCheck={props.type === undefined || props.type === "text"}
            onChange={(e) => props.onChange(props.column, e.target.value)}
          />
        )}
      </Described>
    </div>
  );
}

/** A select of fixed options. */
export function SelectField(
  props: Omit<TextFieldProps, "type" | "inputMode" | "rows"> & { options: ReadonlyArray<{ value: string; label: string }> },
) {
  const id = fieldId(props.formId, props.column);
  return (
    <div className={props.className}>
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <Described formId={props.formId} column={props.column} hint={props.hint} error={props.error}>
        <select
          id={id}
          name={props.column}
          value={props.value}
          className={`${INPUT} mt-1`}
          aria-invalid={props.error ? true : undefined}
          aria-required={props.required || undefined}
          aria-describedby={describedBy(id, props.hint, props.error)}
          onChange={(e) => props.onChange(props.column, e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Described>
    </div>
  );
}

/** A yes/no column ("true"/"false" cell) as a checkbox with its explanation. */
export function FlagField(props: {
  formId: string;
  column: CompanyFormColumn;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (column: CompanyFormColumn, value: string) => void;
}) {
  const id = fieldId(props.formId, props.column);
  const checked = /^(?:true|yes|1|y)$/i.test(props.value.trim());
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={props.column}
        type="checkbox"
        checked={checked}
        className="mt-0.5 h-5 w-5 accent-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(e) => props.onChange(props.column, String(e.target.checked))}
      />
      <div>
        <label htmlFor={id} className={LABEL}>
          {props.label}
        </label>
        <Described formId={props.formId} column={props.column} hint={props.hint} error={props.error}>
          {null}
        </Described>
      </div>
    </div>
  );
}
