import type { PageModel } from './page-types';

/**
 * A page's findings kept per page model and key: a question set asks the same concept of a page
 * in every language and wording, and the page does not change between questions. Keyed by the
 * model, so a page read anew is read anew and a page let go of frees what was kept of it.
 */
export function modelMemo<K, V>(): (model: PageModel, key: K, compute: () => V) => V {
  const byModel = new WeakMap<PageModel, Map<K, V>>();
  return (model, key, compute) => {
    let kept = byModel.get(model);
    if (!kept) {
      kept = new Map();
      byModel.set(model, kept);
    }
    if (kept.has(key)) return kept.get(key) as V;
    const value = compute();
    kept.set(key, value);
    return value;
  };
}
