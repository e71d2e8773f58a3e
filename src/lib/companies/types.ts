/**
 * The company as the product shows it. Repository functions map database rows to
 * this shape; pages, functions and islands use nothing else.
 */
export interface CompanyService {
  id: number;
  slug: string;
  name: string;
}

export interface Company {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  photoUrls: string[];
  street: string;
  zipCode: string;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
  yearsInBusiness: number | null;
  isFeatured: boolean;
  isInList: boolean;
  /** FMCSA USDOT number (digits), null when the company has not given one. */
  usdotNumber: string | null;
  /** FMCSA MC docket number (digits only, shown as "MC-123456"), null when not given. */
  mcNumber: string | null;
  services: CompanyService[];
  city: { id: number; name: string; slug: string };
  state: { name: string; slug: string; abbreviation: string };
}
