import { decodeXml } from './xml-text';

/** What a file is, judged from its first bytes (names and extensions lie; bytes do not). */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'xml' | 'unknown';

export function sniffFileType(bytes: Uint8Array): FileType {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (head[0] === 0x89 && head.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  // XML may be UTF-16 or declare another encoding: read the head as the XML itself says.
  const text = decodeXml(head).trimStart();
  // E-invoice roots: UBL Invoice/CreditNote, CII CrossIndustryInvoice, ZUGFeRD 1 CrossIndustryDocument.
  const root = /^<([A-Za-z_][\w.-]*:)?(Invoice|CreditNote|CrossIndustryInvoice|CrossIndustryDocument)[\s>]/;
  if (text.startsWith('<?xml') || root.test(text)) return 'xml';
  return 'unknown';
}
