-- A watched folder per company: files that appear in it are imported into the company's inbox
-- (documents) or bank entries (statements).
CREATE TABLE watch_folders (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  path TEXT NOT NULL UNIQUE,   -- absolute path; one company per folder, else files would go to two
  set_at TEXT NOT NULL
) STRICT;

-- Every file version the watcher has dealt with (path + size + modification time), so a file is
-- imported once however many change events or rescans see it, also across restarts. A file that is
-- changed later (new size or time) is a new version and is looked at again.
CREATE TABLE watch_files (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  size INTEGER NOT NULL,
  mtime_ms INTEGER NOT NULL,
  kind TEXT CHECK (kind IN ('document', 'bank')),
  outcome TEXT NOT NULL CHECK (outcome IN ('imported', 'duplicate', 'failed', 'skipped')),
  detail TEXT,                 -- what happened, in words for the bookkeeper
  at TEXT NOT NULL,
  UNIQUE (company_id, path, size, mtime_ms)
) STRICT;

CREATE INDEX watch_files_recent ON watch_files (company_id, id);
