-- Bank reconciliation: statements with their balances (so a gap shows), entries that remember the
-- counterparty, the balance after them and their place in the file (so equal payments on one day
-- stay two and duplicates across CSV and camt.053/.054 are found), matches to invoices, and
-- statements waiting for their column mapping (so a reload or restart does not lose them).

CREATE TABLE bank_statements (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  account TEXT,                -- IBAN or account number when the file names it
  currency TEXT,
  format TEXT NOT NULL CHECK (format IN ('csv', 'camt053', 'camt054')),
  file TEXT NOT NULL,          -- file name only
  from_date TEXT,              -- first and last booking date, YYYY-MM-DD
  to_date TEXT,
  opening REAL,                -- balance before from_date's first entry
  closing REAL,                -- balance after to_date's last entry
  -- Where the balances come from: the statement itself (camt), the CSV's balance column, or typed in.
  balance_source TEXT CHECK (balance_source IS NULL OR balance_source IN ('statement', 'column', 'typed')),
  entry_count INTEGER NOT NULL,
  imported INTEGER NOT NULL,
  already_there INTEGER NOT NULL,
  imported_at TEXT NOT NULL
) STRICT;

CREATE INDEX bank_statements_company ON bank_statements (company_id, account, from_date);

CREATE TABLE bank_entries_v2 (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  text TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  reference TEXT,
  counterparty TEXT,           -- the other party's name when the statement gives it
  account TEXT,
  -- 'matched': paid against one or more invoices (bank_matches); 'booked': booked to an account.
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'matched', 'booked')),
  booking_id TEXT,
  source TEXT NOT NULL CHECK (source IN ('csv', 'camt053', 'camt054')),
  source_file TEXT NOT NULL,
  statement_id INTEGER REFERENCES bank_statements(id) ON DELETE SET NULL,
  seq INTEGER NOT NULL DEFAULT 0, -- place in time order within its statement
  balance REAL,                -- the account balance after this entry, when the statement says
  -- Account, booking date, amount, currency, and the bank's reference (else counterparty and text),
  -- with the entry's occurrence among equal ones: importing the same statement again adds nothing.
  fingerprint TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  booked_at TEXT,
  UNIQUE (company_id, fingerprint)
) STRICT;

INSERT INTO bank_entries_v2 (id, company_id, date, text, amount, currency, reference, account, state,
  booking_id, source, source_file, fingerprint, imported_at, booked_at)
SELECT id, company_id, date, text, amount, currency, reference, account, state, booking_id, source,
  source_file, fingerprint, imported_at, booked_at FROM bank_entries;

DROP TABLE bank_entries;
ALTER TABLE bank_entries_v2 RENAME TO bank_entries;
CREATE INDEX bank_entries_company_state ON bank_entries (company_id, state, date);
CREATE INDEX bank_entries_company_date ON bank_entries (company_id, date, amount);

-- Which invoice (an e-invoice document) an entry pays, and how much of it: a partial payment is one
-- row for part of the invoice; one payment for several invoices is one row per invoice.
CREATE TABLE bank_matches (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  entry_id INTEGER NOT NULL REFERENCES bank_entries(id) ON DELETE CASCADE,
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  amount REAL NOT NULL,        -- positive: the part of the invoice this entry settles
  matched_at TEXT NOT NULL,
  UNIQUE (entry_id, document_id)
) STRICT;

CREATE INDEX bank_matches_document ON bank_matches (document_id);

-- A CSV statement waiting for its column mapping: kept here, not in the window.
CREATE TABLE bank_pending (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content BLOB NOT NULL,
  added_at TEXT NOT NULL
) STRICT;
