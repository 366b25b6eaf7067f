import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { sniffFileType } from '../../main/reading/intake/sniff';
import { UserError } from '../../main/util/errors';
import { ciiCases } from './cii-corpus';

async function errorOf(p: Promise<unknown>): Promise<UserError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UserError);
  return err as UserError;
}

const xrechnung = readFileSync(
  ciiCases().find((c) => c.id.endsWith('FX__XRECHNUNG_Einfach'))!.xmlFile,
  'utf8',
);
const zugferd1 = readFileSync(
  ciiCases().find((c) => c.id.endsWith('ZUGFeRD_1p0_BASIC_Einfach'))!.xmlFile,
  'utf8',
);
const body = xrechnung.slice(xrechnung.indexOf('<rsm:CrossIndustryInvoice'));

describe('CII e-invoices are read safely', () => {
  it('a CII invoice declaring an external entity is refused with a clear message, and nothing is read', async () => {
    const xxe = xrechnung
      .replace(
        '<rsm:CrossIndustryInvoice',
        '<!DOCTYPE rsm:CrossIndustryInvoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<rsm:CrossIndustryInvoice',
      )
      .replace('<ram:ID>471102</ram:ID>', '<ram:ID>&x;</ram:ID>');
    const err = await errorOf(readDocument('rechnung.xml', Buffer.from(xxe)));
    expect(err.code).toBe('document_unsupported');
    expect(err.message).toContain('"rechnung.xml"');
    expect(err.message).toMatch(/DOCTYPE or entities/);
  });

  it('a ZUGFeRD 1 invoice with an entity expansion ("billion laughs") is refused the same way', async () => {
    const laughs =
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n';
    const bomb = zugferd1
      .replace('<rsm:CrossIndustryDocument', `${laughs}<rsm:CrossIndustryDocument`)
      .replace('<ram:Name>Lieferant GmbH</ram:Name>', '<ram:Name>&lol2;</ram:Name>');
    const err = await errorOf(readDocument('zugferd.xml', Buffer.from(bomb)));
    expect(err.code).toBe('document_unsupported');
    expect(err.message).toContain('"zugferd.xml" declares a DOCTYPE or entities');
  });

  it('a damaged CII file is named and explained', async () => {
    const broken = xrechnung.slice(0, Math.floor(xrechnung.length * 0.6)) + '<ram:Name>unterbrochen';
    const err = await errorOf(readDocument('kaputt.xml', Buffer.from(broken)));
    expect(err.code).toBe('document_corrupt');
    expect(err.message).toContain('"kaputt.xml" is damaged');
  });

  it('an XML file that is neither UBL nor CII says which e-invoices Kontera reads', async () => {
    const err = await errorOf(
      readDocument(
        'lieferschein.xml',
        Buffer.from('<?xml version="1.0"?><DespatchAdvice><ID>1</ID></DespatchAdvice>'),
      ),
    );
    expect(err.code).toBe('document_unsupported');
    expect(err.message).toMatch(/"lieferschein\.xml" is not a PEPPOL\/UBL invoice/);
    expect(err.message).toContain('ZUGFeRD, Factur-X or XRechnung');
  });

  it('reads a CII file without an XML declaration, with a byte order mark, and decodes escapes', async () => {
    expect(sniffFileType(Buffer.from(body))).toBe('xml');
    const named = body.replace(
      '<ram:Name>Kunden AG Mitte</ram:Name>',
      '<ram:Name>M&#252;ller &amp; S&#xF6;hne</ram:Name>',
    );
    const doc = await readDocument('x.xml', Buffer.from(`\uFEFF${named}`));
    expect(doc.kind).toBe('e-invoice');
    expect(doc.eInvoice?.customer.name).toBe('Müller & Söhne');
    expect(doc.eInvoice?.number).toBe('471102');
    // The e-invoice's own text page shows the values, so it can be searched and highlighted.
    expect(doc.pages[0]!.lines.join('\n')).toContain('529.87');
  });

  it('reads a CII file in the encoding it declares (ISO-8859-1) or marks (UTF-16)', async () => {
    const named = xrechnung.replace(
      '<ram:Name>Kunden AG Mitte</ram:Name>',
      '<ram:Name>Müller Söhne</ram:Name>',
    );
    const latin1 = iconv.encode(named.replace(/encoding=['"]UTF-8['"]/, 'encoding="ISO-8859-1"'), 'latin1');
    expect(latin1.includes(Buffer.from('Müller', 'utf8'))).toBe(false);
    expect(latin1.toString('latin1')).toContain('encoding="ISO-8859-1"');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(named.replace(/encoding=['"]UTF-8['"]/, 'encoding="UTF-16"'), 'utf16le'),
    ]);
    for (const [file, bytes] of [
      ['latin1.xml', latin1],
      ['utf16.xml', utf16],
    ] as const) {
      expect(sniffFileType(bytes)).toBe('xml');
      const doc = await readDocument(file, bytes);
      expect(doc.eInvoice?.customer.name).toBe('Müller Söhne');
      expect(doc.eInvoice?.supplier.street).toBe('Lieferantenstraße 20');
    }
  });
});
