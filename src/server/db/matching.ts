import type { Candidate } from "../../lib/quote/matching";
import { safeImageUrl } from "../../lib/companies/image-url";
import { config } from "../config";
import type { Db } from "./snapshot";

/** Candidate movers for matching: listed companies inside a lat/lng box, with their services. */
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

/** Listed companies offering `serviceSlug` within the box `lat ± dLat`, `lng ± dLng`. */
export function listCandidatesNear(db: Db, serviceSlug: string, lat: number, lng: number, dLat: number, dLng: number): MatchCandidate[] {
  return db
    .prepare<[number, number, number, number, string], Row>(
      `SELECT ${CANDIDATE_COLUMNS}
       FROM companies c
       WHERE c.is_in_list = 1 AND c.lat BETWEEN ? AND ? AND c.lng BETWEEN ? AND ?
         AND EXISTS (SELECT 1 FROM company_services cs JOIN services s ON s.id = cs.service_id
           WHERE cs.company_id = c.id AND s.slug = ?)`,
    )
    .all(lat - dLat, lat + dLat, lng - dLng, lng + dLng, serviceSlug)
    .map(toCandidate);
}

/** The listed company with this slug as a match candidate (a mover the visitor asked about), or undefined. */
export function findCandidateBySlug(db: Db, slug: string): MatchCandidate | undefined {
  const row = db.prepare<[string], Row>(`SELECT ${CANDIDATE_COLUMNS} FROM companies c WHERE c.slug = ? AND c.is_in_list = 1`).get(slug);
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
