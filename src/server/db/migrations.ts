import type Database from "better-sqlite3";
import { FTS_FILL_SQL, FTS_TRIGGERS_SQL } from "./search-index";

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
  {
    name: "quote sessions, leads, matches, funnel events and the warehouse outbox",
    sql: `
      CREATE TABLE quote_sessions (
        id TEXT PRIMARY KEY,
        uuid TEXT NOT NULL,
        ip_address TEXT,
        data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) WITHOUT ROWID;

      CREATE TABLE match_sets (
        ping_id TEXT PRIMARY KEY,
        lead_uuid TEXT NOT NULL,
        request TEXT NOT NULL,
        companies TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) WITHOUT ROWID;
      CREATE INDEX match_sets_lead ON match_sets(lead_uuid);

      CREATE TABLE leads (
        id INTEGER PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,
        lead_uuid TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'contacted', 'scheduled', 'quoted', 'converted', 'lost')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        from_zip TEXT NOT NULL DEFAULT '',
        from_city TEXT NOT NULL DEFAULT '',
        from_state TEXT NOT NULL DEFAULT '',
        from_location TEXT NOT NULL,
        to_zip TEXT NOT NULL DEFAULT '',
        to_city TEXT NOT NULL DEFAULT '',
        to_state TEXT NOT NULL DEFAULT '',
        to_location TEXT NOT NULL,
        move_date TEXT NOT NULL,
        move_size TEXT NOT NULL,
        number_of_rooms INTEGER NOT NULL,
        needs_auto_transport INTEGER NOT NULL DEFAULT 0,
        auto_year TEXT NOT NULL DEFAULT '',
        auto_make TEXT NOT NULL DEFAULT '',
        auto_model TEXT NOT NULL DEFAULT '',
        auto_condition TEXT NOT NULL DEFAULT '',
        session_id TEXT NOT NULL DEFAULT '',
        ping_id TEXT NOT NULL DEFAULT '',
        ip_address TEXT,
        source TEXT NOT NULL DEFAULT '',
        referrer TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX leads_created ON leads(created_at);
      CREATE INDEX leads_ip_created ON leads(ip_address, created_at);

      CREATE TABLE lead_companies (
        lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        selected INTEGER NOT NULL,
        PRIMARY KEY (lead_id, company_id)
      ) WITHOUT ROWID;

      CREATE TABLE funnel_events (
        id INTEGER PRIMARY KEY,
        event TEXT NOT NULL,
        step INTEGER,
        status TEXT,
        lead_uuid TEXT NOT NULL,
        session_id TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX funnel_events_created ON funnel_events(created_at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        last_error TEXT,
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX outbox_due ON outbox(status, next_attempt_at);

      CREATE INDEX cities_name_nocase ON cities(name COLLATE NOCASE);
      CREATE INDEX companies_lat_lng ON companies(lat, lng);
    `,
  },
  {
    // Site search (/api/search): company names, plus each company's city and state (name and
    // abbreviation) so "lopez austin" or "lopez tx" narrow a name search. rowid = companies.id.
    // Contentless with deletes (SQLite 3.43+): the text is already in companies and cities, so
    // the index stores only tokens, which keeps the import's extra cost small. Services are not
    // indexed: "storage" or "packing" would match most companies, and the service pages list
    // movers per service. Triggers keep the index in step with every write path (the CSV
    // import's writeCompanies included); an update that keeps the name and city skips it.
    name: "full-text search over company names, cities and states",
    sql: `
      CREATE VIRTUAL TABLE companies_fts USING fts5(
        name, city, state,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );

      ${FTS_FILL_SQL}
      ${FTS_TRIGGERS_SQL}
    `,
  },
  {
    // Admin authentication: users with scrypt hashes, server-side sessions (the cookie carries a
    // signed token naming one; logout revokes it), failed-login counters per username and per IP
    // for the brute-force lock, and the generated session secret when SESSION_SECRET is unset.
    // IF NOT EXISTS so a test that re-runs an earlier migration can run this one again too.
    name: "admin users, sessions, login attempts and app secrets",
    sql: `
      CREATE TABLE IF NOT EXISTS admin_users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );

      CREATE TABLE IF NOT EXISTS admin_sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS admin_sessions_expires ON admin_sessions(expires_at);

      CREATE TABLE IF NOT EXISTS login_attempts (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE IF NOT EXISTS app_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    name: "admin: lead status history, CSV uploads and background jobs",
    sql: `
      CREATE TABLE lead_status_history (
        id INTEGER PRIMARY KEY,
        lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
        from_status TEXT,
        to_status TEXT NOT NULL,
        changed_by TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX lead_status_history_lead ON lead_status_history(lead_id, id);

      CREATE TABLE csv_uploads (
        id INTEGER PRIMARY KEY,
        file_name TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        content TEXT NOT NULL,
        uploaded_by TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'imported', 'cancelled', 'failed')),
        report TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        finished_at TEXT
      );

      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        payload TEXT NOT NULL DEFAULT '{}',
        progress INTEGER NOT NULL DEFAULT 0,
        log TEXT NOT NULL DEFAULT '',
        error TEXT,
        created_by TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        started_at TEXT,
        finished_at TEXT
      );
      CREATE INDEX jobs_status ON jobs(status, id);
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
