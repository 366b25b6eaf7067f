-- Bank statement entries imported per company (CSV exports or ISO 20022 camt.053), listed in the UI
-- for booking. Suggestions and booking of an entry are the learning loop's: it reads this table and
-- sets state to 'booked' (with booking_id) when the bookkeeper accepts.
CREATE TABLE bank_entries (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  date TEXT NOT NULL,          -- booking date, YYYY-MM-DD
  text TEXT NOT NULL,
  amount REAL NOT NULL,        -- signed: negative is money out of the account
  currency TEXT NOT NULL,      -- ISO 4217, e.g. DKK
  reference TEXT,              -- end-to-end id, creditor reference or the bank's entry reference
  account TEXT,                -- the statement's account (IBAN) when the file names it
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'booked')),
  booking_id TEXT,             -- bookings.id once booked
  source TEXT NOT NULL CHECK (source IN ('csv', 'camt053')),
  source_file TEXT NOT NULL,   -- file name only, for the bookkeeper's orientation
  -- Content hash (date, amount, currency, text, reference, and the entry's occurrence among equal
  -- entries in its file): importing the same statement again adds nothing.
  fingerprint TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  booked_at TEXT,
  UNIQUE (company_id, fingerprint)
) STRICT;

CREATE INDEX bank_entries_company_state ON bank_entries (company_id, state, date);
