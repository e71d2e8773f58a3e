import { isoDate } from "../dates";
import type { JsonLd } from "./json-ld";

/**
 * Structured data for the editorial pages: blog posts and guides (Article), the blog index
 * (Blog), lists of articles (ItemList) and the service pages (Service). Print them with the
 * JsonLd component (BaseLayout's `jsonLd` prop), which escapes them for a script tag.
 */

/** Author byline as written in front matter: "Priya Raman, Consumer Research Editor". */
export interface PersonParts {
  name: string;
  jobTitle?: string;
}

/**
 * Splits a byline at its first comma into a name and a job title:
 * `"Dana Whitfield, Relocation Editor"` → `{ name: "Dana Whitfield", jobTitle: "Relocation Editor" }`.
 */
export function parseByline(byline: string): PersonParts {
  const [name, ...rest] = byline.split(",");
  const jobTitle = rest.join(",").trim();
  return jobTitle ? { name: name.trim(), jobTitle } : { name: name.trim() };
}

/** schema.org Person for a byline. */
export function person(byline: string): JsonLd {
  return { "@type": "Person", ...parseByline(byline) };
}

/** schema.org Organization for the site as publisher; `logo` is an absolute URL. */
export function publisherOrganization(name: string, url: string, logo?: string): JsonLd {
  const data: JsonLd = { "@type": "Organization", name, url };
  if (logo) data.logo = { "@type": "ImageObject", url: logo };
  return data;
}

export interface ArticleInput {
  /** Absolute canonical URL of the page. */
  url: string;
  headline: string;
  description: string;
  /** Byline as in front matter ("Name, Job title"). */
  author: string;
  datePublished: Date;
  /** Defaults to `datePublished`. */
  dateModified?: Date;
  publisher: { name: string; url: string; logo?: string };
  /** Absolute URL of a representative image. */
  image?: string;
  keywords?: readonly string[];
  /** Minutes to read, given as `timeRequired` (ISO 8601 duration). */
  readingMinutes?: number;
  /** Schema type: "Article" (default) or the more specific "BlogPosting". */
  type?: "Article" | "BlogPosting";
}

/** Article (or BlogPosting) for a blog post or guide page. */
export function article(input: ArticleInput): JsonLd {
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": input.type ?? "Article",
    headline: input.headline,
    description: input.description,
    author: person(input.author),
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    publisher: publisherOrganization(input.publisher.name, input.publisher.url, input.publisher.logo),
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    url: input.url,
    inLanguage: "en-US",
  };
  if (input.image) data.image = input.image;
  if (input.keywords && input.keywords.length > 0) data.keywords = input.keywords.join(", ");
  if (input.readingMinutes) data.timeRequired = `PT${input.readingMinutes}M`;
  return data;
}

/** Blog for the blog index, listing each post as a BlogPosting. */
export function blog(input: {
  url: string;
  name: string;
  description: string;
  publisher: { name: string; url: string; logo?: string };
  posts: ReadonlyArray<{ url: string; headline: string; author: string; datePublished: Date; dateModified?: Date }>;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    publisher: publisherOrganization(input.publisher.name, input.publisher.url, input.publisher.logo),
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.headline,
      url: post.url,
      author: person(post.author),
      datePublished: isoDate(post.datePublished),
      dateModified: isoDate(post.dateModified ?? post.datePublished),
    })),
  };
}

/** ItemList of pages (the guides in reading order), each with its name and absolute URL. */
export function articleItemList(name: string, items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: item.url })),
  };
}

/** Service for a service page: a kind of moving service offered across the United States. */
export function movingService(input: { name: string; serviceType: string; description: string; url: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: input.url,
    areaServed: { "@type": "Country", name: "United States" },
  };
}
