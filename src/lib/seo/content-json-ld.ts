import { internationalUsPhone } from "../format";
import type { JsonLd } from "./json-ld";

/**
 * Structured data for the content pages (FAQ, about, contact). Like the builders in json-ld.ts
 * these return plain objects; BaseLayout's `jsonLd` prop prints them through serializeJsonLd,
 * which does the escaping.
 */

/** One question of a FAQ page: the answer as plain-text paragraphs (the page shows the same text). */
export interface FaqItem {
  question: string;
  answer: readonly string[];
}

/** The plain text of an answer as it goes into structured data: paragraphs separated by a blank line. */
export function faqAnswerText(item: FaqItem): string {
  return item.answer
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p !== "")
    .join("\n\n");
}

/** FAQPage with one Question per item, in page order. Questions with no answer text are left out. */
export function faqPage(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items
      .map((item) => ({ name: item.question.replace(/\s+/g, " ").trim(), text: faqAnswerText(item) }))
      .filter((q) => q.name !== "" && q.text !== "")
      .map((q) => ({
        "@type": "Question",
        name: q.name,
        acceptedAnswer: { "@type": "Answer", text: q.text },
      })),
  };
}

/** A typed web page (AboutPage, ContactPage, WebPage) describing itself. */
export function webPage(type: "WebPage" | "AboutPage" | "ContactPage", page: { name: string; url: string; description: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.name,
    url: page.url,
    description: page.description,
  };
}

/** ContactPage whose subject is the organisation, with its customer-service email and phone. */
export function contactPage(page: {
  name: string;
  url: string;
  description: string;
  organization: { name: string; url: string; email: string; phone: string };
}): JsonLd {
  const { organization: org } = page;
  return {
    ...webPage("ContactPage", page),
    mainEntity: {
      "@type": "Organization",
      name: org.name,
      url: org.url,
      email: org.email,
      telephone: internationalUsPhone(org.phone),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: org.email,
        telephone: internationalUsPhone(org.phone),
        areaServed: "US",
        availableLanguage: "English",
      },
    },
  };
}
