import { describe, expect, it } from "vitest";
import { buildSiteUrl, loadConfig } from "./config";

const ON_NETLIFY = { NETLIFY: "true", ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "a-long-password", SESSION_SECRET: "s".repeat(40) };

describe("configuration", () => {
  it("runs on the embedded SQLite store with no variables at all", () => {
    const cfg = loadConfig({});
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.STORE_PATH).toBe("data/store.db");
    expect(cfg.SITE_URL).toBe("http://localhost:4321");
  });

  it("uses Postgres from DATABASE_URL, else Netlify Database's own variables", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://a@h/db", NETLIFY_DB_URL: "postgres://b@h/db" }).DATABASE_URL).toBe("postgres://a@h/db");
    expect(loadConfig({ NETLIFY_DB_URL: "postgresql://b@h/db" }).DATABASE_URL).toBe("postgresql://b@h/db");
    expect(loadConfig({ NETLIFY_DATABASE_URL: "postgres://c@h/db" }).DATABASE_URL).toBe("postgres://c@h/db");
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@h/db" })).toThrow(/DATABASE_URL: must be a postgres:\/\//);
  });

  it("takes Netlify's URL as the site URL on Netlify, unless SITE_URL says otherwise", () => {
    expect(loadConfig({ ...ON_NETLIFY, URL: "https://movers.netlify.app/" }).SITE_URL).toBe("https://movers.netlify.app");
    expect(loadConfig({ ...ON_NETLIFY, URL: "https://movers.netlify.app", SITE_URL: "https://movers.example" }).SITE_URL).toBe(
      "https://movers.example",
    );
    expect(loadConfig({ URL: "https://movers.netlify.app" }).SITE_URL).toBe("http://localhost:4321");
  });

  it("requires the admin and the session secret on Netlify, naming each missing variable", () => {
    expect(() => loadConfig({ NETLIFY: "true" })).toThrow(
      /ADMIN_USERNAME: is required on Netlify.*ADMIN_PASSWORD: is required on Netlify.*SESSION_SECRET: is required on Netlify/,
    );
    expect(loadConfig(ON_NETLIFY).ADMIN_USERNAME).toBe("owner");
  });

  it("stops a Netlify build whose site URL still points at this machine", () => {
    expect(() => buildSiteUrl(loadConfig({ ...ON_NETLIFY, SITE_URL: "http://127.0.0.1:4321" }))).toThrow(
      /SITE_URL is http:\/\/127.0.0.1:4321 on a Netlify build/,
    );
    expect(() => buildSiteUrl(loadConfig(ON_NETLIFY))).toThrow(/localhost/);
    expect(buildSiteUrl(loadConfig({ ...ON_NETLIFY, URL: "https://movers.netlify.app" }))).toBe("https://movers.netlify.app");
    expect(buildSiteUrl(loadConfig({}))).toBe("http://localhost:4321");
  });
});
