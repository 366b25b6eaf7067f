-- Companies are the end customers a bookkeeper serves; each gets its own datasets
-- (the interface recommends one dataset per end customer), named from `slug`.
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

-- Addresses per environment. Tokens are NOT here: they live only in the OS keychain.
CREATE TABLE environments (
  name TEXT PRIMARY KEY CHECK (name IN ('local', 'staging', 'production')),
  base_url TEXT NOT NULL,
  scan_url TEXT NOT NULL
) STRICT;

INSERT INTO environments (name, base_url, scan_url) VALUES
  ('local', '', ''),
  ('staging', 'https://staging.suggestions.example.invalid', 'https://staging.scan.example.invalid'),
  ('production', 'https://suggestions.example.invalid', 'https://scan.example.invalid');

INSERT INTO settings (key, value) VALUES ('environment', '"local"');
