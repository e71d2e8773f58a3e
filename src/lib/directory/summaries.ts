import type { Region } from "../states";

/** A state of the pre-rendered directory with how many listed companies and cities-with-movers it has. */
export interface StateSummary {
  name: string;
  abbreviation: string;
  slug: string;
  fips: string;
  region: Region;
  companyCount: number;
  cityCount: number;
}

/** A city with movers, with its location and how many listed companies it has. */
export interface CitySummary {
  id: number;
  name: string;
  slug: string;
  state: string;
  lat: number;
  lng: number;
  companyCount: number;
}
