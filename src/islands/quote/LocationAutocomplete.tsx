import { useCombobox } from "downshift";
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { fetchLocations } from "../../client/quote-api";
import {
  AUTOCOMPLETE_BLUR_HIDE_MS,
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MAX_HEIGHT_PX,
  classifyLocationQuery,
  type LocationQuery,
  type LocationSuggestion,
  toSuggestions,
} from "../../lib/quote/location-query";
import { FieldError, inputClass } from "../ui/TextField";

interface Props {
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

const { InputChange, InputBlur } = useCombobox.stateChangeTypes;

/**
 * A place input with suggestions: searches at 2+ digits (by ZIP) or 2+ letters (by
 * city), debounced; a newer keystroke aborts the older request; Escape closes; blur closes
 * after 100 ms. Downshift supplies the combobox ARIA and the keyboard handling.
 */
export function LocationAutocomplete({ onEdit, onSelect, id, name, label, placeholder, value, error }: Props) {
  const [query, setQuery] = useState<LocationQuery | null>(null);
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [searched, setSearched] = useState(false);
  const [open, setOpen] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      setSearched(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const items = await fetchLocations(query, controller.signal);
      if (controller.signal.aborted) return; // a newer query made this answer stale
      setSuggestions(toSuggestions(items, query.by));
      setSearched(true);
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const listVisible = open && query !== null && suggestions.length > 0;
  const noResults = open && query !== null && searched && suggestions.length === 0;

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<LocationSuggestion>({
    inputId: id,
    items: suggestions,
    inputValue: value,
    selectedItem: null,
    isOpen: listVisible,
    itemToString: (s) => s?.label ?? "",
    itemToKey: (s) => s?.value,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== InputChange) return;
      const text = inputValue ?? "";
      onEdit(text);
      setQuery(classifyLocationQuery(text));
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onSelect(selectedItem);
      setQuery(null);
    },
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    // Blur keeps the list for AUTOCOMPLETE_BLUR_HIDE_MS; onBlur below closes it.
    stateReducer: (state, { type, changes }) => (type === InputBlur ? { ...changes, isOpen: state.isOpen } : changes),
  });

  const errorId = `${id}-error`;
  const count = suggestions.length;
  const status = noResults ? "No results found" : listVisible ? `${count} ${count === 1 ? "suggestion" : "suggestions"} available.` : "";

  return (
    <div className="relative">
      <label {...getLabelProps()} htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps({
          name,
          placeholder,
          type: "text",
          spellCheck: false,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === "Escape") setOpen(false);
          },
          onFocus: () => clearTimeout(blurTimer.current),
          onBlur: (_e: FocusEvent<HTMLInputElement>) => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_HIDE_MS);
          },
        })}
        className={inputClass(Boolean(error))}
      />
      <ul
        {...getMenuProps()}
        style={{ maxHeight: AUTOCOMPLETE_MAX_HEIGHT_PX }}
        className={`absolute z-20 mt-1 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg ${listVisible ? "" : "hidden"}`}
      >
        {listVisible &&
          suggestions.map((item, index) => (
            <li
              key={item.value}
              {...getItemProps({ item, index })}
              className={`cursor-pointer px-3 py-2 text-sm ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              {item.label}
            </li>
          ))}
      </ul>
      <div
        role="status"
        className={
          noResults ? "absolute z-20 mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg" : "sr-only"
        }
      >
        {status}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
