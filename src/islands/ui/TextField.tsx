import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { FieldError, inputClass } from "./field-parts";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** What a control of a field carries: its id, aria-invalid/-describedby and the border classes. */
function controlProps({ id, error, hint }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: inputClass(Boolean(error)) } as const;
}

/** The label above a control, the hint and the inline error below it. */
function Field({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled input with an optional hint and inline error, wired with aria-invalid/-describedby. */
export function TextField({ id, label, value, onValueChange, error, hint, ...rest }: TextFieldProps) {
  const field = { id, label, error, hint };
  return (
    <Field {...field}>
      <input {...rest} {...controlProps(field)} value={value} onChange={(e) => onValueChange(e.target.value)} />
    </Field>
  );
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange" | "value"> {
  value: string | number;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled select with an optional hint and inline error, wired like TextField. */
export function SelectField({ id, label, value, onValueChange, error, hint, children, ...rest }: SelectFieldProps) {
  const field = { id, label, error, hint };
  return (
    <Field {...field}>
      <select {...rest} {...controlProps(field)} value={value} onChange={(e) => onValueChange(e.target.value)}>
        {children}
      </select>
    </Field>
  );
}
