/**
 * Results kept by key for a long-running app: past `max` keys they are all forgotten at once, so
 * memory stays bounded without bookkeeping on every hit (the keys that matter come back at once).
 */
export class BoundedCache<V> {
  private readonly values = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The value kept for `key`, else `compute()`'s, kept from now on. */
  get(key: string, compute: () => V): V {
    if (this.values.has(key)) return this.values.get(key) as V;
    const value = compute();
    if (this.values.size >= this.max) this.values.clear();
    this.values.set(key, value);
    return value;
  }
}
