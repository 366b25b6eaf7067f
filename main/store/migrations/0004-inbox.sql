-- The inbox: documents imported per company (PDFs, scans, pictures, e-invoices), their reading
-- state, and the questions asked about them with the bookkeeper's decision on each answer.
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  -- Where the original is kept, relative to the data folder.
  file TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('upload', 'path', 'folder')),
  state TEXT NOT NULL CHECK (state IN ('reading', 'ocr', 'ready', 'failed')),
  -- 0..1 while reading or OCR runs.
  progress REAL,
  -- A plain message for the bookkeeper when state = 'failed'.
  failure TEXT,
  kind TEXT CHECK (kind IS NULL OR kind IN ('pdf-text', 'pdf-scan', 'image', 'e-invoice')),
  page_count INTEGER,
  -- Structured PEPPOL data (JSON) when the document is an e-invoice.
  e_invoice TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (company_id, sha256)
) STRICT;

CREATE INDEX documents_company ON documents (company_id, created_at);

CREATE TABLE document_answers (
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  environment TEXT NOT NULL,
  -- The annotate answer's feedbackId: feedback for these answers goes to the same environment.
  feedback_id TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT,
  confidence REAL NOT NULL,
  page_ref INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('suggested', 'confirmed', 'corrected')),
  true_answer TEXT,
  asked_at TEXT NOT NULL,
  decided_at TEXT
) STRICT;

CREATE INDEX document_answers_document ON document_answers (document_id, asked_at);
