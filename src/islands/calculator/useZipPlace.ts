import { useEffect, useState } from "react";
import { fetchZipCoordinates, type ZipLookup, type ZipPlace } from "../../client/zip-coordinates";

export type ZipPlaceState = { status: "idle" | "loading" | "not-found" | "failed"; place?: undefined } | { status: "found"; place: ZipPlace };

/** One lookup per ZIP code per page view; a failed one is forgotten so it can be retried. */
const lookups = new Map<string, Promise<ZipLookup>>();

function lookUp(zip: string): Promise<ZipLookup> {
  let pending = lookups.get(zip);
  if (!pending) {
    pending = fetchZipCoordinates(zip).then((result) => {
      if (result.status === "failed") lookups.delete(zip);
      return result;
    });
    lookups.set(zip, pending);
  }
  return pending;
}

/** The coordinates of a ZIP code (null → idle), looked up once and kept for the page view. */
export function useZipPlace(zip: string | null): ZipPlaceState {
  const [state, setState] = useState<ZipPlaceState>({ status: "idle" });
  useEffect(() => {
    if (!zip) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    lookUp(zip).then((result) => {
      if (current) setState(result.status === "found" ? { status: "found", place: result.place } : { status: result.status });
    });
    return () => {
      current = false;
    };
  }, [zip]);
  return state;
}
