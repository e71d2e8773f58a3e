import { severityOf } from "./catalogue";
import type { SeoIssue } from "./types";

/**
 * Structured-data checks: every application/ld+json block must parse, carry a schema.org
 * @context and an @type, and each entity (top level or in @graph) must have the properties its
 * type needs for search engines to use it.
 */

type Json = Record<string, unknown>;
type Rule = (entity: Json) => string[];

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const present = (v: unknown): boolean =>
  v !== undefined && v !== null && !(typeof v === "string" && v.trim() === "") && !(Array.isArray(v) && v.length === 0);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function typesOf(entity: Json): string[] {
  return asList(entity["@type"]).filter((t): t is string => typeof t === "string");
}

const requireProps =
  (...props: string[]): Rule =>
  (entity) =>
    props.filter((p) => !present(entity[p]));

/** A list's items: each a ListItem with a position, a name and an item (the name may sit on the item). */
function listItems(entity: Json, needs: { name: boolean; item: boolean }): string[] {
  const items = entity.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ["itemListElement"];
  const missing = new Set<string>();
  items.forEach((raw, i) => {
    if (!isObject(raw)) {
      missing.add(`itemListElement[${i}]`);
      return;
    }
    if (typeof raw.position !== "number" && !(typeof raw.position === "string" && /^\d+$/.test(raw.position)))
      missing.add(`itemListElement[${i}].position`);
    const item = raw.item;
    const name = raw.name ?? (isObject(item) ? item.name : undefined);
    if (needs.name && !present(name)) missing.add(`itemListElement[${i}].name`);
    const target = isObject(item) ? (item["@id"] ?? item.url) : item;
    if (needs.item && !present(target)) missing.add(`itemListElement[${i}].item`);
  });
  return [...missing];
}

function faqEntities(entity: Json): string[] {
  const questions = asList(entity.mainEntity);
  if (questions.length === 0) return ["mainEntity"];
  const missing = new Set<string>();
  for (const [i, q] of questions.entries()) {
    if (!isObject(q) || !typesOf(q).includes("Question")) {
      missing.add(`mainEntity[${i}] (a Question)`);
      continue;
    }
    if (!present(q.name)) missing.add(`mainEntity[${i}].name`);
    const answer = asList(q.acceptedAnswer)[0];
    if (!isObject(answer) || !present(answer.text)) missing.add(`mainEntity[${i}].acceptedAnswer.text`);
  }
  return [...missing];
}

const business = requireProps("name", "address");
const article = requireProps("headline", "datePublished");

/** Required properties per schema.org type. */
export const JSON_LD_RULES: Record<string, Rule> = {
  MovingCompany: business,
  LocalBusiness: business,
  BreadcrumbList: (e) => listItems(e, { name: true, item: true }),
  FAQPage: faqEntities,
  Article: article,
  BlogPosting: article,
  NewsArticle: article,
  ItemList: (e) => (Array.isArray(e.itemListElement) ? [] : ["itemListElement"]),
  Organization: requireProps("name", "url"),
  WebSite: requireProps("name", "url"),
};

export interface JsonLdResult {
  types: string[];
  issues: SeoIssue[];
}

/** Checks the text of each JSON-LD script of a page. */
export function checkJsonLd(blocks: string[]): JsonLdResult {
  const types: string[] = [];
  const issues: SeoIssue[] = [];
  const invalid = (message: string) => issues.push({ code: "jsonld_invalid", severity: severityOf("jsonld_invalid"), message });
  blocks.forEach((text, index) => {
    const label = blocks.length > 1 ? `JSON-LD block ${index + 1}` : "JSON-LD";
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      invalid(`${label} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
      return;
    }
    const roots = asList(data);
    if (roots.length === 0 || !roots.every(isObject)) {
      invalid(`${label} is not a JSON object or a list of objects.`);
      return;
    }
    for (const root of roots as Json[]) {
      const context = root["@context"];
      const contextOk = asList(context).some((c) =>
        typeof c === "string"
          ? /^https?:\/\/schema\.org\/?$/.test(c)
          : isObject(c) && typeof c["@vocab"] === "string" && /schema\.org/.test(c["@vocab"]),
      );
      if (!contextOk) invalid(`${label} has no schema.org @context.`);
      const entities = Array.isArray(root["@graph"]) ? root["@graph"].filter(isObject) : [root];
      for (const entity of entities) {
        const entityTypes = typesOf(entity);
        if (entityTypes.length === 0) {
          invalid(`${label} has an entity without @type.`);
          continue;
        }
        types.push(...entityTypes);
        for (const type of entityTypes) {
          const rule = JSON_LD_RULES[type];
          const missing = rule ? rule(entity) : [];
          if (missing.length > 0) {
            issues.push({
              code: "jsonld_missing_property",
              severity: severityOf("jsonld_missing_property"),
              message: `${type} in ${label} lacks ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""}.`,
            });
          }
        }
      }
    }
  });
  return { types: [...new Set(types)], issues };
}
