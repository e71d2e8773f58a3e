import { type ComponentType, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  AUTOCOMPLETE_BLUR_HIDE_MS,
  AUTOCOMPLETE_DEBOUNCE_MS,
  answers,
  classifyLocationQuery,
  type LocationAnswer,
  type LocationQuery,
  suggestionsFor,
  toSuggestions,
} from "../../lib/quote/location-query";
import { fieldIds, LocationFieldLayout, type LocationFieldProps, type LocationSearch, ownInputProps } from "./LocationField";

type Combobox = ComponentType<LocationFieldProps & { search: LocationSearch }>;

/** The keyboard-operable list (downshift), loaded once for every place field on the page. */
let combobox: Combobox | null = null;
let comboboxLoading: Promise<Combobox> | null = null;
function loadCombobox(): Promise<Combobox> {
  comboboxLoading ??= import("./LocationCombobox").then(
    (m) => (combobox = m.LocationCombobox),
    (error) => {
      comboboxLoading = null; // offline for a moment: the next focus tries again
      throw error;
    },
  );
  return comboboxLoading;
}

type LocationsApi = typeof import("../../client/locations-api");
let locationsApi: Promise<LocationsApi> | null = null;
/** The suggestions' request: fetched with the combobox, when a place field is first used. */
function loadLocationsApi(): Promise<LocationsApi> {
  locationsApi ??= import("../../client/locations-api").catch((error) => {
    locationsApi = null; // offline for a moment: the next search tries again
    throw error;
  });
  return locationsApi;
}

/**
 * A place input with suggestions: searches at 2+ digits (by ZIP) or 2+ letters (by
 * city), debounced; a newer keystroke aborts the older request; Escape closes; blur closes
 * after 100 ms. Downshift supplies the combobox ARIA and the keyboard handling; it is loaded when
 * the visitor first reaches for a field (focus or pointer), and until then the same input,
 * label and list take the text, so nothing typed is lost and the focus and caret stay put.
 */
export function LocationAutocomplete(props: LocationFieldProps) {
  const { onEdit, id, value } = props;
  const [query, setQuery] = useState<LocationQuery | null>(null);
  /** The last search's answer; what it may still offer for the current text is `suggestionsFor`. */
  const [answer, setAnswer] = useState<LocationAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [Enhanced, setEnhanced] = useState<Combobox | null>(() => combobox);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The plain input's caret when it is replaced while it has the focus, for the enhanced input to take over. */
  const plainCaret = useRef<{ start: number | null; end: number | null } | null>(null);

  useEffect(() => {
    if (!query) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const items = await loadLocationsApi().then(
        (api) => api.fetchLocations(query, controller.signal),
        () => [], // not loaded (offline): no suggestions, as for a failed search
      );
      if (controller.signal.aborted) return; // a newer query made this answer stale
      setAnswer({ query, suggestions: toSuggestions(items, query.by) });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Text typed into the server-rendered input before this island hydrated is in the input, not in
  // the owner's state: it is adopted once, on mount, as if typed now (React keeps the typed value
  // through hydration but sends no change for it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on mount.
  useEffect(() => {
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value ?? "";
    if (typed !== "" && typed !== value) {
      onEdit(typed);
      setQuery(classifyLocationQuery(typed));
    }
  }, []);

  // The enhanced input replaces the plain one: it takes over the focus and caret in the same commit.
  useLayoutEffect(() => {
    const restore = plainCaret.current;
    plainCaret.current = null;
    if (!Enhanced || !restore) return;
    const input = document.getElementById(id) as HTMLInputElement | null;
    input?.focus();
    input?.setSelectionRange(restore.start, restore.end);
  }, [Enhanced, id]);

  function enhance() {
    if (Enhanced) return;
    loadLocationsApi().catch(() => {});
    loadCombobox().then(
      (loaded) => setEnhanced(() => loaded),
      () => {}, // the plain input still takes text; Continue resolves what was typed
    );
  }

  const suggestions = suggestionsFor(answer, query);
  const listVisible = open && query !== null && suggestions.length > 0;
  const noResults = open && answers(answer, query) && suggestions.length === 0;
  const count = suggestions.length;
  const status = noResults ? "No results found" : listVisible ? `${count} ${count === 1 ? "suggestion" : "suggestions"} available.` : "";
  const search: LocationSearch = {
    query,
    suggestions,
    listVisible,
    noResults,
    status,
    edit: (text) => {
      onEdit(text);
      setQuery(classifyLocationQuery(text));
    },
    stopSearching: () => setQuery(null),
    setOpen,
    onFocus: () => clearTimeout(blurTimer.current),
    onBlur: () => {
      clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_HIDE_MS);
    },
  };
  const layout = { label: props.label, error: props.error, id, listVisible, status, noResults };
  if (Enhanced) return <Enhanced {...props} search={search} />;

  const { labelId, menuId } = fieldIds(id);
  return (
    <LocationFieldLayout
      {...layout}
      labelProps={{ id: labelId }}
      menuProps={{ id: menuId, role: "listbox", "aria-labelledby": labelId }}
      inputProps={{
        ...ownInputProps(props),
        id,
        value,
        role: "combobox",
        autoComplete: "off",
        "aria-autocomplete": "list",
        "aria-expanded": false,
        "aria-controls": menuId,
        "aria-labelledby": labelId,
        onChange: (e) => {
          search.edit(e.target.value);
          setOpen(true);
        },
        // Read as the plain input leaves the page (still in it): whether it has the focus, and where the caret is.
        ref: (input: HTMLInputElement | null) => {
          if (!input) return;
          return () => {
            plainCaret.current = document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : null;
          };
        },
        onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === "Escape") setOpen(false);
        },
        onFocus: () => {
          search.onFocus();
          enhance();
        },
        onPointerEnter: enhance,
        onBlur: search.onBlur,
      }}
    />
  );
}
