import { useEffect, useState } from "react";
import type { ZipLookup, ZipPlace } from "../../client/zip-coordinates";

export type ZipPlaceState = { status: "idle" | "loading" | "not-found" | "failed"; place?: undefined } | { status: "found"; place: ZipPlace };

/** Looks a ZIP code up (the calculator's parts bring the call: fetchZipCoordinates). */
export type ZipLookUp = (zip: string) => Promise<ZipLookup>;

/** One lookup per ZIP code per page view; a failed one is forgotten so it can be retried. */
const lookups = new Map<string, Promise<ZipLookup>>();

function lookUp(zip: string, fetchZip: ZipLookUp): Promise<ZipLookup> {
  let pending = lookups.get(zip);
  if (!pending) {
    pending = fetchZip(zip).then((result) => {
      if (result.status === "failed") lookups.delete(zip);
      return result;
    });
    lookups.set(zip, pending);
  }
  return pending;
}

/** The coordinates of a ZIP code (null → idle), looked up once with `fetchZip` (a function that stays the same) and kept for the page view. */
export function useZipPlace(zip: string | null, fetchZip: ZipLookUp): ZipPlaceState {
  const [state, setState] = useState<ZipPlaceState>({ status: "idle" });
  useEffect(() => {
    if (!zip) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    lookUp(zip, fetchZip).then((result) => {
      if (current) setState(result.status === "found" ? { status: "found", place: result.place } : { status: result.status });
    });
    return () => {
      current = false;
    };
  }, [zip, fetchZip]);
  return state;
}
