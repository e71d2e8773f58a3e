import { DERIVED_TABLES_SQL } from "./derived-tables";
import { FTS_FILL_SQL, FTS_TRIGGERS_SQL } from "./search-index";

/**
 * The snapshot's schema: the US reference data (states, cities, ZIP codes), the service list,
 * companies with their services, and the search index. The snapshot is rebuilt from scratch by
 * every build, so its schema is created whole rather than migrated.
 */
export const SNAPSHOT_SCHEMA_SQL = `
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
        usdot_number TEXT,
        mc_number TEXT,
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

      CREATE INDEX cities_name_nocase ON cities(name COLLATE NOCASE);

      -- Site search (/api/search): company names, plus each company's city and state (name and
      -- abbreviation) so "lopez austin" or "lopez tx" narrow a name search. rowid = companies.id.
      -- Contentless with deletes (SQLite 3.43+): the text is already in companies and cities, so
      -- the index stores only tokens. Services are not indexed: "storage" or "packing" would
      -- match most companies, and the service pages list movers per service. Triggers keep the
      -- index in step with every write; an update that keeps the name and city skips it.
      CREATE VIRTUAL TABLE companies_fts USING fts5(
        name, city, state,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );

      ${FTS_FILL_SQL}
      ${FTS_TRIGGERS_SQL}

      ${DERIVED_TABLES_SQL}
`;
