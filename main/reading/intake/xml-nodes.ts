/**
 * Small readers over the plain objects `parseUntrustedXml` returns (namespace prefixes dropped,
 * values as strings, attributes as `@name`, mixed text as `#text`), shared by the UBL and CII
 * e-invoice readers so both treat missing, repeated and escaped values alike.
 */
export type Node = Record<string, unknown>;

export function obj(v: unknown): Node | null {
  if (Array.isArray(v)) return obj(v[0]);
  return v && typeof v === 'object' ? (v as Node) : null;
}

export function arr(v: unknown): Node[] {
  if (Array.isArray(v)) return v.map(obj).filter((x): x is Node => x !== null);
  const o = obj(v);
  return o ? [o] : [];
}

/** The value at a path of child names; at every step the first of repeated children. */
export function path(node: Node | null | undefined, ...keys: string[]): unknown {
  let cur: unknown = node;
  for (const k of keys) cur = obj(cur)?.[k];
  return Array.isArray(cur) ? cur[0] : cur;
}

/** The first path (tried in order) that holds a non-empty text. */
export function firstText(node: Node | null | undefined, ...paths: string[][]): string | null {
  for (const p of paths) {
    const t = text(path(node, ...p));
    if (t !== null) return t;
  }
  return null;
}

export function text(v: unknown): string | null {
  const o: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  const raw =
    typeof o === 'string' || typeof o === 'number'
      ? String(o)
      : typeof obj(o)?.['#text'] === 'string' || typeof obj(o)?.['#text'] === 'number'
        ? String(obj(o)?.['#text'])
        : null;
  if (raw === null) return null;
  const decoded = decodeXmlEscapes(raw).trim();
  return decoded === '' ? null : decoded;
}

export function attr(v: unknown, name: string): string | null {
  const a = obj(v)?.[`@${name}`];
  return typeof a === 'string' ? decodeXmlEscapes(a).trim() || null : null;
}

/** A decimal as e-invoices write it ("1021.91", "-5.00"); anything else is not a number. */
export function num(v: unknown): number | null {
  const t = text(v);
  if (t === null || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/**
 * Entities are never processed by the parser (that is what keeps it safe), so the five predefined
 * XML escapes and character references are decoded here, by hand.
 */
export function decodeXmlEscapes(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e: string) => {
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
