-- Booking history per company: imported from ERP exports, booked in Kontera, or the demo company.
-- It is what datasets are built from and what the "why?" behind a suggestion is read from.
CREATE TABLE history_lines (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice-line', 'bank', 'scanned-invoice')),
  source TEXT NOT NULL CHECK (source IN ('import', 'kontera', 'demo')),
  -- UUID of a line booked in Kontera: the same id as its v2 example, so a correction replaces it.
  booking_id TEXT UNIQUE,
  issue_date TEXT,            -- YYYY-MM-DDThh:mm:ssZ (bank: the entry's date)
  currency TEXT,
  supplier_id TEXT,
  supplier_name TEXT,
  supplier_global_id TEXT,
  customer_ref TEXT,
  amount REAL,
  text TEXT NOT NULL,         -- line text, bank entry text, or scanned-invoice texts joined by newlines
  line_id TEXT,
  targets TEXT NOT NULL,      -- JSON object: target name -> value (account, vat_code, accountNumber, entryType...)
  created_at TEXT NOT NULL,
  -- Imported lines only: a hash of the line's content, so importing the same export twice does not
  -- duplicate the history (duplicates lower suggestion quality).
  fingerprint TEXT
) STRICT;

CREATE INDEX history_lines_company_kind ON history_lines (company_id, kind, issue_date);
CREATE UNIQUE INDEX history_lines_fingerprint ON history_lines (company_id, kind, fingerprint) WHERE fingerprint IS NOT NULL;

-- The CSV column mapping a company's ERP export needs, remembered per company and kind.
CREATE TABLE import_mappings (
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  mapping TEXT NOT NULL,      -- JSON
  updated_at TEXT NOT NULL,
  PRIMARY KEY (company_id, kind)
) STRICT;
