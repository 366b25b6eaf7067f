-- The local engine's v2 datasets, their examples and targets. IF NOT EXISTS: an engine.sqlite made
-- before the engine's schema was versioned already holds these tables, and keeps its data.
CREATE TABLE IF NOT EXISTS datasets (
  name TEXT PRIMARY KEY,
  tags TEXT NOT NULL DEFAULT '[]',
  retention_max_days INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  truncated_at TEXT,
  revision INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE TABLE IF NOT EXISTS examples (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dataset TEXT NOT NULL REFERENCES datasets(name) ON DELETE CASCADE,
  example_id TEXT,
  kind TEXT NOT NULL,
  data TEXT NOT NULL,
  target_values TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS examples_by_id ON examples(dataset, example_id) WHERE example_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS examples_by_dataset ON examples(dataset, seq);
CREATE TABLE IF NOT EXISTS dataset_targets (
  dataset TEXT NOT NULL REFERENCES datasets(name) ON DELETE CASCADE,
  name TEXT NOT NULL,
  PRIMARY KEY (dataset, name)
) STRICT, WITHOUT ROWID;
