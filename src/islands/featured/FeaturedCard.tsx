import type { CSSProperties } from "react";
import { cardAnimationDelay, type FeaturedCompany, logoFor, serviceLabels } from "../../lib/companies/featured";
import { quoteForCompanyPath } from "../../lib/quote/quote-links";
import { companyCardPath, getQuotesPath } from "../../lib/routes";
import { replaceBrokenLogo } from "./logo-fallback";

export interface FeaturedCardProps {
  company: FeaturedCompany;
  /** Position in the list: sets the entrance animation delay, min(index * 100, 1000) ms. */
  index: number;
  /** Fade the card in (the island's list); pre-rendered cards stay still. */
  animate?: boolean;
}

/**
 * One company of the featured section: a "Featured" badge when it is a featured listing, logo (a broken one falls back once to a placeholder), name linking by
 * the card link rule, city and state, at most three services, and a Get Quote button. The
 * rating is not shown (spec 5.3). The animation lives in FeaturedCompanies.astro's CSS and is
 * off under prefers-reduced-motion.
 */
export default function FeaturedCard({ company, index, animate = false }: FeaturedCardProps) {
  const style: CSSProperties | undefined = animate ? { animationDelay: `${cardAnimationDelay(index)}ms` } : undefined;
  return (
    <article className="featured-card flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4" data-animate={animate ? "" : undefined} style={style}>
      <div className="flex items-start gap-3">
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
        <div className="min-w-0">
          {company.isFeatured && <p className="mb-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</p>}
          <h3 className="text-lg font-semibold leading-snug">
            <a className="text-slate-900 hover:text-brand-700 hover:underline" href={companyCardPath(company)}>
              {company.name}
            </a>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {company.city.name}, {company.state.abbreviation || company.state.name}
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Services">
        {serviceLabels(company).map((name) => (
          <li key={name} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {name}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        <a className="inline-block rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700" href={company.slug ? quoteForCompanyPath(company.slug) : getQuotesPath()}>
          Get Quote<span className="sr-only"> from {company.name}</span>
        </a>
      </div>
    </article>
  );
}
