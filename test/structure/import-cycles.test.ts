import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../../main/util/paths';

// The layers' lint rule (.config/eslint-layers.js) keeps imports going down between layers; this
// keeps them going one way inside a layer too: no two files, and no two folders of main (the areas),
// import each other, directly or round a loop. Type-only imports count: they tie modules as well.

const root = appRoot();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  return null;
}

const files = [...sources(join(root, 'main')), ...sources(join(root, 'preload'))];
const rel = (f: string) => relative(root, f).replace(/\\/g, '/');
const edges = new Map<string, Set<string>>();
for (const file of files) {
  const targets = new Set<string>();
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g,
  )) {
    const target = resolveImport(file, (m[1] ?? m[2])!);
    if (target) targets.add(rel(target));
  }
  edges.set(rel(file), targets);
}

/** Groups of nodes that reach each other (Tarjan): each group of two or more is a circle. */
function circles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** main/bank/service.ts -> main/bank; main/app.ts -> main/app.ts. */
const folderOf = (f: string) => {
  const parts = f.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : f;
};

describe('imports go one way', () => {
  it('no files import each other', () => {
    expect(circles(edges)).toEqual([]);
  });

  it("no folders of main import each other (the areas' imports run one way)", () => {
    const folders = new Map<string, Set<string>>();
    for (const [from, targets] of edges) {
      const a = folderOf(from);
      const set = folders.get(a) ?? new Set<string>();
      for (const t of targets) if (folderOf(t) !== a) set.add(folderOf(t));
      folders.set(a, set);
    }
    expect(folders.get('main/bank')?.size).toBeGreaterThan(0);
    expect(circles(folders)).toEqual([]);
  });
});
