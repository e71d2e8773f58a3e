import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { Company } from "../../lib/companies/companies-api";
import { mcLookupUrl, usdotLookupUrl } from "../../lib/companies/profile-links";
import { pageTitle } from "../../lib/seo/title";
import { profilePage } from "./profile-page";

const SITE = "https://movers.example/";

function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    slug: "acme-movers-austin-tx",
    name: "Acme Movers",
    description: "Local movers in Austin.",
    website: "https://acme.example",
    phone: "5125550123",
    email: "info@acme.example",
    logo: null,
    photoUrls: [],
    street: "100 Congress Ave",
    zipCode: "78701",
    lat: 30.2672,
    lng: -97.7431,
    rating: 4.5,
    reviewCount: 1234,
    yearsInBusiness: 12,
    isFeatured: false,
    isInList: true,
    usdotNumber: null,
    mcNumber: null,
    services: [
      { id: 1, slug: "local-moving", name: "Local Moving" },
      { id: 2, slug: "packing", name: "Packing Services" },
    ],
    city: { id: 7, name: "Austin", slug: "austin" },
    state: { name: "Texas", slug: "texas", abbreviation: "TX" },
    ...overrides,
  };
}

/** The page as a browser reads it: parsed, entities decoded. */
function parse(c: Company, similar: Parameters<typeof profilePage>[1] = []) {
  const page = profilePage(c, similar, SITE);
  const doc = parseDocument(`<!DOCTYPE html><html><head>${page.head}</head><body><main>${page.body}</main></body></html>`);
  const all = (name: string) => DomUtils.findAll((e) => e.name === name, doc.children);
  const one = (name: string) => {
    const found = all(name);
    expect(found, name).toHaveLength(1);
    return found[0];
  };
  const meta = (key: string) => all("meta").find((m) => m.attribs.name === key || m.attribs.property === key)?.attribs.content;
  const text = (e: Parameters<typeof DomUtils.textContent>[0]) => DomUtils.textContent(e);
  return { page, doc, all, one, meta, text };
}

describe("company profile page: escaping", () => {
  const name = `<script>alert("x")</script> & 'Quotes' Movers`;
  const hostile = company({
    name,
    description: `Moves </script><b>bold</b> & "quoted" things`,
    street: `12 <Main> & "Oak" St`,
    website: `https://ex.example/?a=1&b="><img src=x onerror=alert(1)>`,
    email: `o'brien+co@ex.example`,
    photoUrls: [`https://img.example/a.jpg?x=1&y="2"`],
    usdotNumber: "12345",
    mcNumber: "678",
  });

  it("prints every value as text: no element, attribute or script comes from the data", () => {
    const { all, one, text } = parse(hostile);
    expect(all("b")).toHaveLength(0);
    expect(all("img").map((i) => Object.keys(i.attribs))).toEqual([["src", "alt", "width", "height", "loading"]]);
    expect(all("script").map((s) => s.attribs.type)).toEqual(["application/ld+json"]);
    expect(text(one("h1"))).toBe(name);
    expect(text(one("title"))).toBe(pageTitle(`${name} - Moving Company Near Me in Austin, TX`));
    expect(text(one("address"))).toBe(`12 <Main> & "Oak" StAustin, TX 78701`);
    expect(text(all("p").find((p) => p.attribs.class === "prof-about")!)).toBe(hostile.description);
  });

  it("keeps attribute values whole: each reads back as the data", () => {
    const { all, meta } = parse(hostile);
    const link = (label: string) => all("a").find((a) => a.attribs.href && DomUtils.textContent(a).includes(label));
    expect(all("a").find((a) => a.attribs.target === "_blank")?.attribs.href).toBe(hostile.website);
    expect(link("o'brien")?.attribs.href).toBe(`mailto:${hostile.email}`);
    expect(all("img")[0].attribs).toMatchObject({ src: hostile.photoUrls[0], alt: `${name} photo 1` });
    expect(meta("og:title")).toBe(pageTitle(`${name} - Moving Company Near Me in Austin, TX`));
    expect(meta("keywords")).toBe(`${name}, movers in Austin, Austin moving company, Local Moving, Packing Services`);
    expect(meta("description")).toBe(hostile.description);
  });

  it("writes the structured data as JSON that cannot close its script tag", () => {
    const { one, text } = parse(hostile);
    const json = text(one("script"));
    expect(json).not.toMatch(/[<>&]/);
    const [business, crumbs] = JSON.parse(json);
    expect(business).toMatchObject({ "@type": "MovingCompany", name, url: `${SITE}company/acme-movers-austin-tx` });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Texas", "Austin", name]);
  });
});

describe("company profile page: content", () => {
  it("shows the company, its trail, licence links, contact and quote links", () => {
    const c = company({ usdotNumber: "1234567", mcNumber: "99", isFeatured: true, photoUrls: ["https://img.example/1.jpg"] });
    const { all, one, text, meta } = parse(c);
    expect(text(one("h1"))).toBe("Acme Movers");
    const crumbs = DomUtils.findAll((e) => e.name === "li", [all("nav").find((n) => n.attribs["aria-label"] === "Breadcrumb")!]);
    expect(crumbs.map((li) => text(li))).toEqual(["Home", "›Texas", "›Austin", "›Acme Movers"]);
    const hrefs = all("a").map((a) => a.attribs.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/moving-companies/texas",
        "/moving-companies/texas/austin",
        usdotLookupUrl("1234567"),
        mcLookupUrl("99"),
        "tel:+15125550123",
        "/get-quotes?company=acme-movers-austin-tx",
      ]),
    );
    const rating = all("p").find((p) => p.attribs.class === "prof-rating")!;
    expect(text(rating)).toBe("★★★★★4.5 out of 5 from 1,234 reviewsFeatured");
    expect(all("span").find((s) => s.attribs.role === "img")?.attribs["aria-label"]).toBe("Rated 4.5 out of 5");
    expect(text(all("dl").find((d) => d.attribs.class === "facts")!)).toBe("Years in business12Reviews1,234Services2");
    expect(text(all("section").find((s) => s.attribs.class === "box lic")!)).toContain("MC number: MC-99 on FMCSA");
    expect(all("img")[0].attribs.alt).toBe("Acme Movers photo 1");
    expect(all("link").find((l) => l.attribs.rel === "canonical")?.attribs.href).toBe(`${SITE}company/acme-movers-austin-tx`);
    expect(meta("geo.position")).toBe("30.2672;-97.7431");
  });

  it("lists similar movers nearby, rated or not, and leaves the section out when there are none", () => {
    const near = [
      { item: company({ id: 2, slug: "b-movers-austin-tx", name: "B & Co", rating: 4, reviewCount: 2 }), miles: 3.2 },
      {
        item: company({
          id: 3,
          slug: "c-movers-round-rock-tx",
          name: "C Movers",
          rating: null,
          city: { id: 8, name: "Round Rock", slug: "round-rock" },
        }),
        miles: 0.4,
      },
    ];
    const { all, text } = parse(company(), near);
    const list = all("ul").find((u) => u.attribs.class === "near")!;
    expect(DomUtils.findAll((e) => e.name === "li", [list]).map((li) => text(li))).toEqual([
      "B & CoAustin, TX · 3 mi away · ★ 4.0 (2 reviews)",
      "C MoversRound Rock, TX · under 1 mi away · Not yet rated",
    ]);
    expect(parse(company()).page.body).not.toContain("Similar movers nearby");
  });

  it("says what a company has not given: rating, description, services, photos, licence numbers, years", () => {
    const bare = company({
      rating: null,
      description: "",
      services: [],
      photoUrls: [],
      yearsInBusiness: null,
      phone: null,
      email: null,
      website: null,
      street: "",
    });
    const { all, text, meta } = parse(bare);
    const body = text(all("main")[0]);
    expect(body).toContain("Not yet rated");
    expect(body).not.toContain("out of 5 from");
    expect(body).toContain("This company has not added a description yet.");
    expect(body).toContain("Moving Services");
    expect(body).toContain("Acme Movers has not added photos yet.");
    expect(body).toContain("Acme Movers has not listed a USDOT or MC number.");
    expect(text(all("dl")[0])).toContain("Years in businessNot listed");
    expect(text(all("address")[0])).toBe("Austin, TX 78701");
    expect(meta("description")).toBe("Acme Movers is a moving company in Austin, Texas. Compare services and get a free quote.");
  });
});
