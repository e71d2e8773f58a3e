import { useCombobox } from "downshift";
import { useState } from "react";
import type { LocationSuggestion } from "../../lib/quote/location-query";
import { fieldIds, LocationFieldLayout, type LocationFieldProps, type LocationSearch, ownInputProps } from "./LocationField";

const { InputChange, InputBlur } = useCombobox.stateChangeTypes;

/**
 * A place field with downshift's combobox: its ARIA, arrow keys, Enter and the pointer choose a
 * suggestion. The search itself stays with LocationAutocomplete (`search`), which renders this once
 * downshift has loaded, with the same ids as the plain input it replaces.
 */
export function LocationCombobox({ search, ...props }: LocationFieldProps & { search: LocationSearch }) {
  const { id, value, onSelect, label, error } = props;
  const { labelId, menuId } = fieldIds(id);
  // Downshift focuses its input whenever it is told the list is open (on mount too). The list of a
  // field just left stays shown for AUTOCOMPLETE_BLUR_HIDE_MS, and its suggestions may arrive in
  // that time: told "open" then, downshift would pull the focus back from the field the visitor
  // is typing in, and their text with it. So it hears "open" only while its input has the focus;
  // the list itself is drawn from `search.listVisible`. On mount the input it replaces may have it.
  const [focused, setFocused] = useState(() => document.activeElement?.id === id);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<LocationSuggestion>({
    inputId: id,
    labelId,
    menuId,
    items: search.suggestions,
    inputValue: value,
    selectedItem: null,
    isOpen: search.listVisible && focused,
    itemToString: (s) => s?.label ?? "",
    itemToKey: (s) => s?.value,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === InputChange) search.edit(inputValue ?? "");
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onSelect(selectedItem);
      search.stopSearching();
    },
    onIsOpenChange: ({ isOpen }) => search.setOpen(Boolean(isOpen)),
    // Blur keeps the list for AUTOCOMPLETE_BLUR_HIDE_MS; onBlur below closes it.
    stateReducer: (state, { type, changes }) => (type === InputBlur ? { ...changes, isOpen: state.isOpen } : changes),
  });

  return (
    <LocationFieldLayout
      label={label}
      error={error}
      id={id}
      listVisible={search.listVisible}
      status={search.status}
      noResults={search.noResults}
      labelProps={getLabelProps()}
      inputProps={getInputProps({
        ...ownInputProps(props),
        onKeyDown: (e) => {
          if (e.key === "Escape") search.setOpen(false);
        },
        onFocus: () => {
          setFocused(true);
          search.onFocus();
        },
        onBlur: () => {
          setFocused(false);
          search.onBlur();
        },
      })}
      menuProps={getMenuProps()}
    >
      {search.listVisible &&
        search.suggestions.map((item, index) => (
          <li
            key={item.value}
            {...getItemProps({ item, index })}
            className={`cursor-pointer px-3 py-2 text-sm ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
          >
            {item.label}
          </li>
        ))}
    </LocationFieldLayout>
  );
}
