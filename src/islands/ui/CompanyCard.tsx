import type { CSSProperties } from "react";
import type { ApiCompany } from "../../lib/companies/companies-api";
import { type FeaturedCompany, logoFor, serviceLabels } from "../../lib/companies/featured";
import { distanceLabel, placeLabel, reviewsText } from "../../lib/company-card";
import { formatUsPhone, telHref } from "../../lib/format";
import { quoteForCompanyPath } from "../../lib/quote/quote-links";
import { companyCardPath, getQuotesPath } from "../../lib/routes";
import { replaceBrokenLogo } from "./logo-fallback";
import { Stars } from "./Stars";

/** What a card shows: the featured batches' loose shape, with the rating and phone when known. */
export type CardCompany = FeaturedCompany & Partial<Pick<ApiCompany, "rating" | "reviewCount" | "phone">>;

export interface CompanyCardProps {
  company: CardCompany;
  /**
   * "featured": with the logo (a broken one falls back once to a placeholder) and without the
   * rating or phone; "directory": with the stars, the review count and the phone.
   */
  variant: "featured" | "directory";
  heading?: "h2" | "h3";
  /** Distance from the place searched for, shown after the city. */
  miles?: number;
  /** Fades the card in (see FeaturedCompanies.astro's CSS), starting after this delay. */
  animationDelayMs?: number;
}

/**
 * One company: a "Featured" badge for a featured listing, the name linking by the card link
 * rule, city and state (and distance), at most three services, and a Get Quote button.
 */
export function CompanyCard({ company, variant, heading: Heading = "h3", miles, animationDelayMs }: CompanyCardProps) {
  const animate = animationDelayMs !== undefined;
  const style: CSSProperties | undefined = animate ? { animationDelay: `${animationDelayMs}ms` } : undefined;
  const directory = variant === "directory";
  const tel = directory && company.phone ? telHref(company.phone) : undefined;
  return (
    <article
      className="featured-card flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4"
      data-animate={animate ? "" : undefined}
      style={style}
    >
      <div className="flex items-start gap-3">
        {!directory && (
          <img
            className="h-12 w-12 flex-none rounded-md border border-slate-200 bg-slate-50 object-contain"
            src={logoFor(company)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            onError={(event) => replaceBrokenLogo(event.currentTarget)}
          />
        )}
        <div className="min-w-0">
          {company.isFeatured && <p className="mb-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</p>}
          <Heading className="text-lg font-semibold leading-snug">
            <a className="text-slate-900 hover:text-brand-700 hover:underline" href={companyCardPath(company)}>
              {company.name}
            </a>
          </Heading>
          <p className="mt-1 text-sm text-slate-600">
            {placeLabel(company)}
            {miles !== undefined && <span data-distance={miles}> · {distanceLabel(miles)}</span>}
          </p>
        </div>
      </div>
      {directory && (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Stars rating={company.rating ?? null} />
          {company.rating != null && (
            <span className="text-slate-700">{reviewsText({ rating: company.rating, reviewCount: company.reviewCount ?? 0 })}</span>
          )}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Services">
        {serviceLabels(company).map((name) => (
          <li key={name} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {name}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4 text-sm">
        {company.phone && tel && (
          <a className="whitespace-nowrap font-medium text-slate-800 hover:underline" href={tel}>
            {formatUsPhone(company.phone)}
          </a>
        )}
        <a
          className={`${directory ? "ml-auto " : ""}rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700`}
          href={company.slug ? quoteForCompanyPath(company.slug) : getQuotesPath()}
        >
          Get Quote<span className="sr-only"> from {company.name}</span>
        </a>
      </div>
    </article>
  );
}
