/**
 * A row of the run-time store's `companies` table with every optional column empty, for tests
 * that insert companies with SQL of their own instead of through the CSV import.
 */
export function storedCompanyRow(slug: string, place: { city: string; state: string; zip: string; lat: number; lng: number }) {
  const now = new Date().toISOString();
  return {
    slug,
    name: slug.replace(/-/g, " "),
    description: "",
    street: "",
    ...place,
    phone: null,
    email: null,
    website: null,
    logo_url: null,
    photo_urls: "[]",
    services: "[]",
    rating: null,
    review_count: 0,
    years_in_business: null,
    is_featured: 0,
    is_in_list: 1,
    created_at: now,
    updated_at: now,
  };
}
