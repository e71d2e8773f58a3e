import type { ParamsSchema } from "../../../lib/admin/scripts-api";
import { INPUT, LABEL } from "../ui";
import { type ParamFormValues, paramEntries } from "./param-form";

/**
 * The fields of a script's parameters, rendered from their JSON Schema: a checkbox per boolean,
 * a number input per number (with its limits), a text input otherwise, each labelled with its
 * title, described by its description and showing the server's error for it.
 */
export function ScriptParamsFields({
  idPrefix,
  schema,
  values,
  errors = {},
  onChange,
}: {
  idPrefix: string;
  schema: ParamsSchema | undefined;
  values: ParamFormValues;
  errors?: Record<string, string>;
  onChange: (values: ParamFormValues) => void;
}) {
  const entries = paramEntries(schema);
  if (entries.length === 0) return <p className="text-sm text-slate-600">This script has no options.</p>;
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });
  return (
    <div className="space-y-4">
      {entries.map(([name, p]) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name];
        const describedBy = [p.description ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
        const help = p.description ? (
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            {p.description}
          </p>
        ) : null;
        const problem = error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null;
        if (p.type === "boolean") {
          return (
            <div key={name}>
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  name={name}
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-400 text-brand-600 focus:ring-brand-600"
                  checked={values[name] === true}
                  aria-describedby={describedBy}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => set(name, e.target.checked)}
                />
                <label htmlFor={id} className={LABEL}>
                  {p.title ?? name}
                </label>
              </div>
              {help}
              {problem}
            </div>
          );
        }
        const numeric = p.type === "integer" || p.type === "number";
        return (
          <div key={name}>
            <label htmlFor={id} className={LABEL}>
              {p.title ?? name}
            </label>
            <input
              id={id}
              name={name}
              type={numeric ? "number" : "text"}
              inputMode={numeric ? "numeric" : undefined}
              min={p.minimum}
              max={p.maximum}
              step={p.type === "integer" ? 1 : undefined}
              maxLength={p.maxLength}
              className={`${INPUT} mt-1 max-w-xs ${error ? "border-red-700" : ""}`}
              value={typeof values[name] === "string" ? (values[name] as string) : ""}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(e) => set(name, e.target.value)}
            />
            {help}
            {problem}
          </div>
        );
      })}
    </div>
  );
}
