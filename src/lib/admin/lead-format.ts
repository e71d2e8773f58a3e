import { formatIsoDay } from "../dates";
import { moveSizeLabel } from "../quote/move-sizes";

/** Display helpers of the admin lead pages. Pure, for the island and its tests. */

/** The parts of a lead these helpers read (AdminLead has them all). */
export interface LeadPlaces {
  fromCity: string;
  fromState: string;
  fromZip: string;
  toCity: string;
  toState: string;
  toZip: string;
}

/** "Beverly Hills, CA" from a city and a state; either may be missing; "—" when both are. */
export function placeName(city: string, state: string): string {
  return [city.trim(), state.trim()].filter(Boolean).join(", ") || "—";
}

/** "Beverly Hills, CA 90210": the place with its ZIP code when known. */
export function placeWithZip(city: string, state: string, zip: string): string {
  const place = placeName(city, state);
  if (!zip.trim()) return place;
  return place === "—" ? zip.trim() : `${place} ${zip.trim()}`;
}

/** "Beverly Hills, CA → Austin, TX": a lead's move in one line. */
export function moveRoute(lead: LeadPlaces): string {
  return `${placeName(lead.fromCity, lead.fromState)} → ${placeName(lead.toCity, lead.toState)}`;
}

/** "Jo Lee": first and last name, or "(no name)". */
export function leadName(lead: { firstName: string; lastName: string }): string {
  return `${lead.firstName.trim()} ${lead.lastName.trim()}`.trim() || "(no name)";
}

/** The stored move day (YYYY-MM-DD) written "Dec 5, 2026"; other text is returned as is, and no date reads "—". */
export function moveDateLabel(iso: string): string {
  return formatIsoDay(iso) || iso.trim() || "—";
}

/** "2-3 Bedrooms (3 rooms)": the move size label with the room count when known. */
export function moveSizeText(moveSize: string, rooms: number): string {
  const label = moveSize.trim() ? moveSizeLabel(moveSize.trim()) : "—";
  if (rooms <= 0) return label;
  return `${label} (${rooms} ${rooms === 1 ? "room" : "rooms"})`;
}

/** "Contacted": a status with a capital first letter, for sentences and options. */
export function statusLabel(status: string): string {
  return status ? status[0].toUpperCase() + status.slice(1) : status;
}

/** One history entry in words: "New → Contacted", or "Created as New" for the first one. */
export function statusChangeText(change: { fromStatus: string | null; toStatus: string }): string {
  return change.fromStatus === null
    ? `Created as ${statusLabel(change.toStatus)}`
    : `${statusLabel(change.fromStatus)} → ${statusLabel(change.toStatus)}`;
}
