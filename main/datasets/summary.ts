import type { DatasetKind, DatasetSummary, Targets } from './types';

/** Distinct classes counted per target before counting stops: keeps memory bounded for id-like targets. */
export const CLASS_COUNT_CAP = 100_000;

/** Counts rows, targets and classes per target while a dataset streams past. */
export class SummaryCollector {
  private rows = 0;
  private readonly targets = new Map<string, { rows: number; classes: Set<string>; capped: boolean }>();

  constructor(private readonly kind: DatasetKind) {}

  add(targets: Targets): void {
    this.rows++;
    for (const [name, value] of Object.entries(targets)) {
      let t = this.targets.get(name);
      if (!t) this.targets.set(name, (t = { rows: 0, classes: new Set(), capped: false }));
      t.rows++;
      if (t.classes.size < CLASS_COUNT_CAP) t.classes.add(value);
      else if (!t.classes.has(value)) t.capped = true;
    }
  }

  result(): DatasetSummary {
    const targets = [...this.targets.entries()]
      .map(([name, t]) => ({ name, rows: t.rows, classes: t.classes.size, classesCapped: t.capped }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      kind: this.kind,
      rows: this.rows,
      targets,
      singleClassTargets: targets.filter((t) => t.classes === 1).map((t) => t.name),
    };
  }
}

/** The summary as a bookkeeper reads it in a terminal or beside an exported file. */
export function formatSummary(summary: DatasetSummary): string[] {
  const lines = [`Kind: ${summary.kind}`, `Rows: ${summary.rows}`, `Targets: ${summary.targets.length}`];
  for (const t of summary.targets) {
    lines.push(
      `  ${t.name}: ${t.classesCapped ? `more than ${t.classes}` : t.classes} classes in ${t.rows} rows`,
    );
  }
  if (summary.singleClassTargets.length > 0) {
    lines.push(
      `Single-class targets (the service will answer these with confidence 0): ${summary.singleClassTargets.join(', ')}`,
    );
  }
  return lines;
}
