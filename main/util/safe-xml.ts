import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

export type XmlParse =
  | { ok: true; root: XmlNode }
  /** `entities`: it declares a DOCTYPE or entities; `malformed`: it is not well-formed XML. */
  | { ok: false; reason: 'entities' | 'malformed'; detail: string };

/**
 * Parses untrusted XML (e-invoices, bank statements) safely: any DOCTYPE or entity declaration is
 * refused before parsing and entities are never processed, so no external entity is resolved and no
 * "billion laughs" can expand. Namespace prefixes are dropped, values stay strings, and the tags in
 * `repeated` always come back as arrays. Callers word the refusal for their kind of file.
 */
export function parseUntrustedXml(xml: string, repeated: ReadonlySet<string>): XmlParse {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) return { ok: false, reason: 'entities', detail: '' };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    trimValues: true,
    isArray: (tag) => repeated.has(tag),
  });
  try {
    return { ok: true, root: parser.parse(xml, true) as XmlNode };
  } catch (err) {
    return { ok: false, reason: 'malformed', detail: (err as Error).message.split('\n')[0] ?? '' };
  }
}
