import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type SklearnAnswer = { fit_s: number[]; predict_s: number; labels: string[] };

const script = fileURLToPath(new URL('./sklearn_ref.py', import.meta.url));
// Debian's python3-sklearn installs for the system Python, which a pyenv on PATH would hide.
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/**
 * Runs the TF-IDF + linear SVM reference (sklearn_ref.py) in python3. Null, with the reason
 * printed, when python3 or Debian's python3-sklearn is not installed here.
 */
export function runSklearn(job: {
  model: 'linearsvc' | 'svc';
  train: [string, string][];
  test: string[];
  reps?: number;
}): SklearnAnswer | null {
  const r = spawnSync(python, [script], {
    input: JSON.stringify(job),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.error || r.status !== 0) {
    console.log(
      `reference not run: ${r.error ? 'python3 is not installed' : r.stderr.trim() || `python3 exited ${r.status}`}`,
    );
    return null;
  }
  return JSON.parse(r.stdout) as SklearnAnswer;
}
