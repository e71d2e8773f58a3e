import type { Company } from "../../lib/companies/companies-api";
import { fmcsaNameSearchUrl, formatMcNumber, mcLookupUrl, usdotLookupUrl } from "../../lib/companies/profile-links";
import { attr, escapeText } from "../../lib/html-escape";

const REL = "nofollow noopener external";

/** One licence number linked to FMCSA's carrier snapshot, or "Not listed". */
function numberLink(number: string | null, url: (n: string) => string, shown: (n: string) => string): string {
  if (!number) return "Not listed";
  return `<a${attr("href", url(number))}${attr("rel", REL)}>${escapeText(shown(number))}<span class="sr-only"> on FMCSA</span></a>`;
}

/**
 * The profile's licence panel: the company's USDOT and MC numbers, each linked to FMCSA's
 * public carrier snapshot; without them, says so and links to FMCSA's search by name.
 * Styles: `.box` and `.lic` in styles/components.css.
 */
export function licencePanelHtml(company: Pick<Company, "name" | "usdotNumber" | "mcNumber">): string {
  const { usdotNumber, mcNumber } = company;
  const inner =
    usdotNumber || mcNumber
      ? // The doubled spaces around this pair are the ones the page has always had.
        ` <dl><div><dt>USDOT number:</dt> <dd>${numberLink(usdotNumber, usdotLookupUrl, (n) => n)}</dd></div>` +
        `<div><dt>MC number:</dt> <dd>${numberLink(mcNumber, mcLookupUrl, formatMcNumber)}</dd></div></dl> ` +
        `<p class="mt-2 text-sm text-slate-600">Each number opens the carrier&apos;s record in FMCSA&apos;s public lookup.</p> `
      : `<p class="mt-2 text-sm">${escapeText(company.name)} has not listed a USDOT or MC number. Movers that cross state lines must have one: ` +
        `<a${attr("href", fmcsaNameSearchUrl(company.name))}${attr("rel", REL)}>look the company up by name in FMCSA&apos;s carrier search</a>.</p>`;
  return `<section class="box lic" aria-labelledby="licence-heading"> <h2 id="licence-heading">Licence</h2> ${inner} </section>`;
}
