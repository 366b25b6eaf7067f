-- Issue 12: the chart of accounts and VAT codes per company, the company's own identity (to check an
-- invoice is addressed to it), undoing a booking, and the invoice drafts read from documents.

-- Accounts and VAT codes with names, per company (imported from e-conomic/Dinero CSV, edited in
-- Settings, or the demo company's). A value not in here is never booked silently.
CREATE TABLE chart_entries (
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('account', 'vat_code')),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Accounts: 1 when a line booked to it needs a VAT code; vat_code is its usual code.
  vat_required INTEGER NOT NULL DEFAULT 0 CHECK (vat_required IN (0, 1)),
  vat_code TEXT,
  -- VAT codes: the rate in percent, when known.
  rate REAL,
  source TEXT NOT NULL CHECK (source IN ('import', 'manual', 'demo')),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (company_id, kind, code)
) STRICT;

-- Who the company is on paper: an invoice's receiver is checked against these.
CREATE TABLE company_identity (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  legal_name TEXT,
  vat_number TEXT,
  updated_at TEXT NOT NULL
) STRICT;

-- An undone booking keeps its row (and so its UUID): booking the item again replaces the example
-- the service may already hold instead of adding a second one.
ALTER TABLE bookings ADD COLUMN undone_at TEXT;

-- What each booking looked like before each change, newest last: undo restores the latest.
CREATE TABLE booking_undo (
  seq INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  booking_id TEXT NOT NULL,
  -- JSON {targets, suggested, decision, data} before the change; NULL when the item was not booked.
  before TEXT,
  at TEXT NOT NULL
) STRICT;

CREATE INDEX booking_undo_company ON booking_undo (company_id, seq);

-- The supplier-invoice draft read from a document (PDF, scan, UBL, CII), and the bookkeeper's
-- corrections of its header values.
CREATE TABLE invoice_drafts (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  draft TEXT NOT NULL,          -- JSON: the draft as read
  corrections TEXT NOT NULL,    -- JSON: field -> value typed by the bookkeeper
  read_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE INDEX invoice_drafts_company ON invoice_drafts (company_id);
