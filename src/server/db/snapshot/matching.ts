import { safeImageUrl } from "../../../lib/companies/image-url";
import type { Candidate } from "../../../lib/quote/matching";
import { config } from "../../config";
import { type Db, statement } from "./snapshot";

/** Candidate movers for matching: listed companies near a place, with their services. */
export type MatchCandidate = Candidate;

interface Row {
  id: number;
  name: string;
  logo_url: string | null;
  rating: number | null;
  review_count: number;
  years_in_business: number | null;
  is_featured: number;
  phone: string | null;
  email: string | null;
  lat: number;
  lng: number;
  services: string;
}

const CANDIDATE_COLUMNS = `c.id, c.name, c.logo_url, c.rating, c.review_count, c.years_in_business, c.is_featured, c.phone, c.email, c.lat, c.lng,
        (SELECT json_group_array(json_array(s.slug, s.name)) FROM company_services cs JOIN services s ON s.id = cs.service_id
          WHERE cs.company_id = c.id) AS services`;

/** What ranking a candidate needs before its full row is loaded. */
export interface ScoredRow {
  id: number;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
  isFeatured: boolean;
}

/** Every listed company offering `serviceSlug`, by id, with what ranking it as a candidate needs. */
export function listScoredCandidates(db: Db, serviceSlug: string): ScoredRow[] {
  return statement<[string], Omit<ScoredRow, "isFeatured"> & { isFeatured: number }>(
    db,
    `SELECT c.id, c.lat, c.lng, c.rating, c.review_count AS reviewCount, c.is_featured AS isFeatured
     FROM company_services cs JOIN companies c ON c.id = cs.company_id
     WHERE cs.service_id = (SELECT id FROM services WHERE slug = ?) AND c.is_in_list = 1
     ORDER BY c.id`,
  )
    .all(serviceSlug)
    .map((r) => ({ ...r, isFeatured: r.isFeatured === 1 }));
}

/** The listed companies with these ids as match candidates, in the order given. */
export function listCandidatesByIds(db: Db, ids: readonly number[]): MatchCandidate[] {
  if (ids.length === 0) return [];
  return statement<[string], Row>(
    db,
    `SELECT ${CANDIDATE_COLUMNS} FROM json_each(?) j JOIN companies c ON c.id = j.value WHERE c.is_in_list = 1 ORDER BY j.key`,
  )
    .all(JSON.stringify(ids))
    .map(toCandidate);
}

/** The listed company with this slug as a match candidate (a mover the visitor asked about), or undefined. */
export function findCandidateBySlug(db: Db, slug: string): MatchCandidate | undefined {
  const row = statement<[string], Row>(db, `SELECT ${CANDIDATE_COLUMNS} FROM companies c WHERE c.slug = ? AND c.is_in_list = 1`).get(slug);
  return row ? toCandidate(row) : undefined;
}

function toCandidate(r: Row): MatchCandidate {
  return {
    id: r.id,
    name: r.name,
    logo: safeImageUrl(r.logo_url, config().SITE_URL),
    rating: r.rating,
    reviewCount: r.review_count,
    yearsInBusiness: r.years_in_business,
    isFeatured: r.is_featured === 1,
    phone: r.phone,
    email: r.email,
    lat: r.lat,
    lng: r.lng,
    services: (JSON.parse(r.services) as Array<[string, string]>).map(([slug, name]) => ({ slug, name })),
  };
}
