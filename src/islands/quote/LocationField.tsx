import type { ComponentPropsWithRef, HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes, ReactNode } from "react";
import { AUTOCOMPLETE_MAX_HEIGHT_PX, type LocationQuery, type LocationSuggestion } from "../../lib/quote/location-query";
import { FieldError, inputClass } from "../ui/field-parts";

/** What the owner of a place field passes in. */
export interface LocationFieldProps {
  /** Typing by hand: the owner clears any stored zip, city and state. */
  onEdit(text: string): void;
  /** Choosing a suggestion: the owner stores its zip, city and state. */
  onSelect(suggestion: LocationSuggestion): void;
  /** The input's id (errors focus it). */
  id: string;
  /** Field name of the no-JavaScript GET form to /get-quotes. */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
}

/** The search behind a place field: kept by LocationAutocomplete whichever input is shown. */
export interface LocationSearch {
  query: LocationQuery | null;
  suggestions: LocationSuggestion[];
  /** The list is shown: open, and there is something to show. */
  listVisible: boolean;
  /** Open after a search that found nothing: "No results found" shows under the input. */
  noResults: boolean;
  /** What the live region says: the number of suggestions, or that there are none. */
  status: string;
  /** Typed text: the owner is told, and the suggestions are searched for again. */
  edit(text: string): void;
  /** A suggestion was chosen: no more searching until the next keystroke. */
  stopSearching(): void;
  setOpen(open: boolean): void;
  /** Focus and blur of the input: blur closes the list after AUTOCOMPLETE_BLUR_HIDE_MS. */
  onFocus(): void;
  onBlur(): void;
}

/** The ids the label, input and list share in both renderings, so the input keeps its name and list. */
export const fieldIds = (id: string) => ({ labelId: `${id}-label`, menuId: `${id}-menu`, errorId: `${id}-error` });

/** The input's attributes of its own (not the combobox wiring). */
export function ownInputProps({ name, placeholder, error, id }: LocationFieldProps): InputHTMLAttributes<HTMLInputElement> {
  return {
    name,
    placeholder,
    type: "text",
    spellCheck: false,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldIds(id).errorId : undefined,
  };
}

/**
 * The markup of a place field: label, input, suggestion list, a live status and the inline error.
 * The combobox wiring (ids, ARIA, handlers) comes in `labelProps`, `inputProps` and `menuProps`.
 */
export function LocationFieldLayout({
  label,
  error,
  id,
  labelProps,
  inputProps,
  menuProps,
  listVisible,
  status,
  noResults,
  children,
}: {
  label: string;
  error?: string;
  id: string;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: ComponentPropsWithRef<"input">;
  menuProps: HTMLAttributes<HTMLUListElement>;
  listVisible: boolean;
  status: string;
  noResults: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="relative">
      <label {...labelProps} htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input {...inputProps} className={inputClass(Boolean(error))} />
      <ul
        {...menuProps}
        style={{ maxHeight: AUTOCOMPLETE_MAX_HEIGHT_PX }}
        className={`absolute z-20 mt-1 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg ${listVisible ? "" : "hidden"}`}
      >
        {children}
      </ul>
      <div
        role="status"
        className={
          noResults ? "absolute z-20 mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg" : "sr-only"
        }
      >
        {status}
      </div>
      <FieldError id={fieldIds(id).errorId} message={error} />
    </div>
  );
}
