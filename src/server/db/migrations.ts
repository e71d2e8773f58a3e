import type Database from "better-sqlite3";

/**
 * Versioned schema migrations, applied in order on open. `PRAGMA user_version` holds the
 * number of migrations already applied. Never edit a shipped migration: append a new one.
 */
export interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    name: "reference data and companies",
    sql: `
      CREATE TABLE states (
        abbreviation TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        fips TEXT NOT NULL,
        region TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        state TEXT NOT NULL REFERENCES states(abbreviation),
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        zip_count INTEGER NOT NULL,
        UNIQUE (state, slug)
      );

      CREATE TABLE zip_codes (
        zip TEXT PRIMARY KEY,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        state TEXT NOT NULL REFERENCES states(abbreviation),
        lat REAL NOT NULL,
        lng REAL NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX zip_codes_city ON zip_codes(city_id);

      CREATE TABLE services (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL
      );

      CREATE TABLE companies (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        street TEXT NOT NULL DEFAULT '',
        city_id INTEGER NOT NULL REFERENCES cities(id),
        zip TEXT NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        phone TEXT,
        email TEXT,
        website TEXT,
        logo_url TEXT,
        photo_urls TEXT NOT NULL DEFAULT '[]',
        rating REAL,
        review_count INTEGER NOT NULL DEFAULT 0,
        years_in_business INTEGER,
        is_featured INTEGER NOT NULL DEFAULT 0,
        is_in_list INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX companies_city ON companies(city_id);
      CREATE INDEX companies_featured ON companies(is_featured) WHERE is_featured = 1;

      CREATE TABLE company_services (
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        service_id INTEGER NOT NULL REFERENCES services(id),
        PRIMARY KEY (company_id, service_id)
      ) WITHOUT ROWID;
      CREATE INDEX company_services_service ON company_services(service_id);
    `,
  },
  {
    name: "business inquiries from moving companies",
    sql: `
      CREATE TABLE business_inquiries (
        id INTEGER PRIMARY KEY,
        company_name TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        topic TEXT NOT NULL,
        message TEXT NOT NULL DEFAULT '',
        ip_address TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX business_inquiries_created ON business_inquiries(created_at);
    `,
  },
];

/** Applies every migration newer than the database's `user_version`, each in its own transaction. */
export function migrate(db: Database.Database): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  let applied = 0;
  for (let version = current; version < MIGRATIONS.length; version++) {
    const migration = MIGRATIONS[version];
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
    applied++;
  }
  return applied;
}
