import { Parser } from "htmlparser2";

/**
 * One streaming pass over a page's HTML (htmlparser2's tokenizer, no DOM is built) that
 * collects what the SEO checks read: head tags, headings, links, images, JSON-LD and the words
 * of the main text.
 */
export interface ParsedPage {
  title: string | null;
  description: string | null;
  h1Count: number;
  canonicals: string[];
  robots: string[];
  /** Every href of an <a>, as written. */
  hrefs: string[];
  imagesWithoutAlt: number;
  jsonLd: string[];
  /** Words inside <main>, or null when the page has no <main>. */
  mainWords: number | null;
  /** Words of the body outside header, nav, footer and aside. */
  bodyWords: number;
}

/** Elements whose text is not reading text. */
const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "svg", "math"]);
/** Page chrome left out of the word count when the page has no <main>. */
const CHROME = new Set(["header", "nav", "footer", "aside"]);
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

function countWords(text: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text)) n++;
  return n;
}

export function parsePage(html: string): ParsedPage {
  const page: ParsedPage = {
    title: null,
    description: null,
    h1Count: 0,
    canonicals: [],
    robots: [],
    hrefs: [],
    imagesWithoutAlt: 0,
    jsonLd: [],
    mainWords: null,
    bodyWords: 0,
  };
  let skipDepth = 0;
  let svgDepth = 0;
  let mainDepth = 0;
  let chromeDepth = 0;
  let inBody = false;
  let capture: "title" | "jsonld" | null = null;
  let captured = "";
  let mainText: string[] | null = null;
  const bodyText: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "svg" || name === "math") svgDepth++;
        if (SKIP_TEXT.has(name)) skipDepth++;
        if (CHROME.has(name)) chromeDepth++;
        switch (name) {
          case "body":
            inBody = true;
            break;
          case "main":
            mainDepth++;
            mainText ??= [];
            break;
          case "title":
            if (svgDepth === 0 && page.title === null) {
              capture = "title";
              captured = "";
            }
            break;
          case "script":
            if ((attrs.type ?? "").trim().toLowerCase() === "application/ld+json") {
              capture = "jsonld";
              captured = "";
            }
            break;
          case "meta": {
            const metaName = (attrs.name ?? "").toLowerCase();
            if (metaName === "description" && page.description === null) page.description = attrs.content ?? "";
            else if (metaName === "robots" || metaName === "googlebot") page.robots.push(attrs.content ?? "");
            break;
          }
          case "link":
            if ((attrs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical")) page.canonicals.push(attrs.href ?? "");
            break;
          case "h1":
            page.h1Count++;
            break;
          case "a":
            if (attrs.href !== undefined) page.hrefs.push(attrs.href);
            break;
          case "img":
            if (attrs.alt === undefined) page.imagesWithoutAlt++;
            break;
        }
        if (mainText) mainText.push(" ");
        bodyText.push(" ");
      },
      ontext(text) {
        if (capture) {
          captured += text;
          return;
        }
        if (skipDepth > 0 || !inBody) return;
        if (mainDepth > 0) mainText?.push(text);
        if (chromeDepth === 0) bodyText.push(text);
      },
      onclosetag(name) {
        if (capture === "title" && name === "title") {
          page.title = captured.replace(/\s+/g, " ").trim();
          capture = null;
        } else if (capture === "jsonld" && name === "script") {
          page.jsonLd.push(captured);
          capture = null;
        }
        if (name === "svg" || name === "math") svgDepth = Math.max(0, svgDepth - 1);
        if (SKIP_TEXT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (CHROME.has(name)) chromeDepth = Math.max(0, chromeDepth - 1);
        if (name === "main") mainDepth = Math.max(0, mainDepth - 1);
        if (mainText) mainText.push(" ");
        bodyText.push(" ");
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  page.mainWords = mainText ? countWords((mainText as string[]).join("")) : null;
  page.bodyWords = countWords(bodyText.join(""));
  return page;
}
