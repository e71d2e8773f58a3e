/**
 * The pieces every field shares: the input's classes and the inline error. Their own module, so a
 * field with its own layout (the place fields) does not bring TextField and SelectField.
 */

/** Classes of a text input or select, red-bordered when invalid. */
export function inputClass(invalid: boolean): string {
  const border = invalid ? "border-red-600" : "border-slate-300";
  return `mt-1 w-full rounded-md border ${border} bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40`;
}

/** The inline error of a field; its id is the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
