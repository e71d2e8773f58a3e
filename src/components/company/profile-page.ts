import type { Company } from "../../lib/companies/companies-api";
import { mapSearchUrl } from "../../lib/companies/profile-links";
import { distanceLabel, NOT_RATED, placeLabel, reviewsText } from "../../lib/company-card";
import type { WithDistance } from "../../lib/directory/nearby";
import { formatUsPhone, telHref } from "../../lib/format";
import { attr, escapeText as text } from "../../lib/html-escape";
import { quoteForCompanyPath } from "../../lib/quote/quote-links";
import { cityDirectoryPath, companyProfilePath, stateDirectoryPath } from "../../lib/routes";
import { breadcrumbList, movingCompany } from "../../lib/seo/json-ld";
import { pageTitle } from "../../lib/seo/title";
import { breadcrumbsHtml } from "../directory/breadcrumbs";
import { type PageMeta, pageHeadHtml } from "../seo/page-head";
import { starRatingHtml } from "../ui/star-rating";
import { licencePanelHtml } from "./licence-panel";

/**
 * A company profile (/company/{slug}) as strings: its head tags and what goes in the layout's
 * <main>. Profiles are nine pages in ten, so the build writes them from these strings into a
 * shell Astro renders once (src/server/profile-pages/), rather than rendering each one with
 * Astro's component renderer; the dev server's profile route prints the same strings.
 * Every value from the data is escaped here.
 */
export interface ProfilePage {
  head: string;
  body: string;
}

/** The profile's title, description, canonical path, keywords, structured data and place. */
function profileMeta(company: Company, site: string): PageMeta {
  const path = companyProfilePath(company.slug);
  const url = new URL(path, site).href;
  const crumbUrls = [
    { name: "Home", url: new URL("/", site).href },
    ...profileCrumbs(company).map((c) => ({ name: c.name, url: new URL(c.href, site).href })),
  ];
  return {
    title: pageTitle(`${company.name} - Moving Company Near Me in ${company.city.name}, ${company.state.abbreviation}`),
    description:
      company.description ||
      `${company.name} is a moving company in ${company.city.name}, ${company.state.name}. Compare services and get a free quote.`,
    canonicalPath: path,
    keywords: [company.name, `movers in ${company.city.name}`, `${company.city.name} moving company`, ...company.services.map((s) => s.name)],
    jsonLd: [movingCompany(company, url), breadcrumbList(crumbUrls)],
    geo: {
      lat: company.lat,
      lng: company.lng,
      region: `US-${company.state.abbreviation}`,
      placename: `${company.city.name}, ${company.state.name}`,
    },
  };
}

/** State, city, company: the trail after Home. */
function profileCrumbs(company: Company): Array<{ name: string; href: string }> {
  return [
    { name: company.state.name, href: stateDirectoryPath(company.state.slug) },
    { name: company.city.name, href: cityDirectoryPath(company.state.slug, company.city.slug) },
    { name: company.name, href: companyProfilePath(company.slug) },
  ];
}

/** The main column: name, place, rating, description, facts, services and photos. */
function articleHtml(company: Company): string {
  const name = text(company.name);
  const rating =
    starRatingHtml(company.rating) +
    (company.rating === null
      ? ""
      : `<span>${text(company.rating.toFixed(1))} out of 5 from ${text(company.reviewCount.toLocaleString("en-US"))} reviews</span>`) +
    (company.isFeatured ? '<span class="badge">Featured</span>' : "");
  const services =
    company.services.length > 0
      ? `<ul class="chips mt-2 text-sm">${company.services.map((s) => `<li>${text(s.name)}</li>`).join("")}</ul>`
      : '<p class="prof-none">Moving Services</p>';
  const photos =
    company.photoUrls.length > 0
      ? `<ul class="prof-photos">${company.photoUrls
          .map(
            (src, i) => `<li><img${attr("src", src)}${attr("alt", `${company.name} photo ${i + 1}`)} width="320" height="240" loading="lazy"></li>`,
          )
          .join("")}</ul>`
      : `<p class="prof-none">${name} has not added photos yet.</p>`;
  return (
    `<article> <h1>${name}</h1> ` +
    `<p class="prof-sub">Moving company in <a${attr("href", cityDirectoryPath(company.state.slug, company.city.slug))}>${text(company.city.name)}</a>, ` +
    `<a${attr("href", stateDirectoryPath(company.state.slug))}>${text(company.state.name)}</a></p> ` +
    `<p class="prof-rating">${rating}</p> <h2 class="sec-h">About ${name}</h2> ` +
    `<p class="prof-about">${text(company.description || "This company has not added a description yet.")}</p> ` +
    `<dl class="facts"><div><dt>Years in business</dt><dd>${text(company.yearsInBusiness ?? "Not listed")}</dd></div>` +
    `<div><dt>Reviews</dt><dd>${text(company.reviewCount.toLocaleString("en-US"))}</dd></div>` +
    `<div><dt>Services</dt><dd>${company.services.length}</dd></div></dl> ` +
    `<h2 class="sec-h">Services</h2> ${services} <h2 class="sec-h">Photos</h2> ${photos} </article>`
  );
}

/** The side column: contact details, the licence panel and the quote call to action. */
function asideHtml(company: Company): string {
  const { phone, email, website } = company;
  const contacts =
    (phone ? `<li>Phone: <a class="font-medium"${attr("href", telHref(phone))}>${text(formatUsPhone(phone))}</a></li>` : "") +
    (email ? `<li>Email: <a${attr("href", `mailto:${email}`)}>${text(email)}</a></li>` : "") +
    (website
      ? `<li>Website: <a${attr("href", website)} rel="nofollow noopener" target="_blank">${text(website.replace(/^https?:\/\//, ""))}</a></li>`
      : "");
  const map = mapSearchUrl({ street: company.street, city: company.city.name, state: company.state.abbreviation, zip: company.zipCode });
  return (
    `<aside> <section class="box contact" aria-labelledby="contact-heading"> <h2 id="contact-heading">Contact</h2> ` +
    `<address>${company.street ? `${text(company.street)}<br>` : ""}${text(company.city.name)}, ${text(company.state.abbreviation)} ${text(company.zipCode)}</address> ` +
    `<ul>${contacts}</ul> ` +
    `<p class="mt-3 text-sm"><a${attr("href", map)} rel="nofollow noopener external">Find this address on OpenStreetMap</a></p> </section> ` +
    `${licencePanelHtml(company)} ` +
    `<section class="box border-0 bg-brand-50" aria-labelledby="quote-heading"> <h2 id="quote-heading">Get a free quote</h2> ` +
    `<p class="mt-1 text-sm text-slate-700">Tell us about your move once and compare quotes from ${text(company.name)} and other movers near ${text(company.city.name)}.</p> ` +
    `<a class="btn mt-3"${attr("href", quoteForCompanyPath(company.slug))}>Get Free Quotes</a> </section> </aside>`
  );
}

/** "Similar movers nearby": up to three listed movers of the state close by (none: no section). */
function similarHtml(similar: ReadonlyArray<WithDistance<Company>>): string {
  if (similar.length === 0) return "";
  const items = similar.map(
    ({ item, miles }) =>
      `<li><a${attr("href", companyProfilePath(item.slug))}>${text(item.name)}</a>` +
      `<span>${text(placeLabel(item))} · ${text(distanceLabel(miles))} · ${text(item.rating === null ? NOT_RATED : `★ ${reviewsText(item)}`)}</span></li>`,
  );
  return (
    '<section class="mt-12" aria-labelledby="similar-heading"> <h2 id="similar-heading" class="text-2xl font-semibold">Similar movers nearby</h2> ' +
    `<ul class="near">${items.join("")}</ul> </section>`
  );
}

/** The whole profile of `company` on `site` (the site's origin), with its nearby movers. */
export function profilePage(company: Company, similar: ReadonlyArray<WithDistance<Company>>, site: string): ProfilePage {
  const path = companyProfilePath(company.slug);
  return {
    head: pageHeadHtml(profileMeta(company, site), { site, pathname: path }),
    body: `${breadcrumbsHtml(profileCrumbs(company))} <div class="prof"> ${articleHtml(company)} ${asideHtml(company)} </div> ${similarHtml(similar)}`,
  };
}
