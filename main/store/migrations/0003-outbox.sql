-- The learning loop: booking decisions and the outbox of examples/feedback waiting to reach the service.

-- One row per booked item (invoice line, bank entry, document answer). `id` is the item's stable UUID:
-- the same id its v2 example carries, and history_lines.booking_id, so a correction replaces both.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice-line', 'bank', 'document-answer')),
  -- The source item's own stable reference (document + line, bank entry id, feedbackId + question):
  -- booking the same item again corrects it under the same UUID instead of making a second one.
  ref TEXT NOT NULL,
  data TEXT NOT NULL,         -- JSON: the line / entry / answer as booked
  targets TEXT NOT NULL,      -- JSON: target name -> value chosen by the bookkeeper
  suggested TEXT,             -- JSON: target name -> top suggestion shown, NULL when none was shown
  decision TEXT NOT NULL CHECK (decision IN ('accepted', 'corrected')),
  revision INTEGER NOT NULL,
  environment TEXT NOT NULL,  -- where its example was last queued
  dataset TEXT NOT NULL,      -- v2 dataset of its example ('' for document answers: they go to feedback)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (company_id, kind, ref)
) STRICT;

-- The client's own cursor of what was sent (the interface prefers this to truncating). One row per
-- example UUID per dataset per environment; a correction re-queues the same row with a new revision.
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY,    -- send order
  example_id TEXT NOT NULL,
  environment TEXT NOT NULL CHECK (environment IN ('local', 'staging', 'production')),
  kind TEXT NOT NULL CHECK (kind IN ('example', 'feedback')),
  dataset TEXT NOT NULL,      -- v2 dataset name; '' for document feedback
  payload TEXT NOT NULL,      -- JSON: the v2 Example, or the feedback:create body
  size INTEGER NOT NULL,      -- bytes of payload, so batches stay under 10 MiB without re-encoding
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
  -- Bumped on every re-queue: a batch in flight marks its rows sent only if they were not changed meanwhile.
  revision INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  UNIQUE (environment, kind, dataset, example_id)
) STRICT;

CREATE INDEX outbox_by_state ON outbox (environment, state, kind, dataset, seq);

-- A full re-send asked for and not yet started: the sender truncates the dataset, then deletes this row
-- (its rows were already set back to pending in the same transaction that inserted it).
CREATE TABLE outbox_resends (
  environment TEXT NOT NULL,
  dataset TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  PRIMARY KEY (environment, dataset)
) STRICT;

-- When each environment last accepted a call from the sender (the status bar's "last sync").
CREATE TABLE outbox_sync (
  environment TEXT PRIMARY KEY,
  last_sync_at TEXT NOT NULL
) STRICT;
