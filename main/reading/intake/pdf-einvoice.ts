import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { EInvoice } from '../../../preload/contract/einvoice';
import { parseEInvoice } from './einvoice';
import { decodeXml } from './xml-text';

/**
 * The names ZUGFeRD 1 and 2, Factur-X and XRechnung give the invoice XML they attach to a PDF/A-3
 * (matched without regard to case). An XML attachment with another name is still tried after them.
 */
const KNOWN_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];
/** An invoice XML is kilobytes; anything far larger is not one and is not read into memory as text. */
const MAX_XML_BYTES = 5 * 1024 * 1024;

type Attachment = { filename?: string; content?: Uint8Array | null };

/**
 * The e-invoice a hybrid PDF (ZUGFeRD, Factur-X, XRechnung with PDF) carries as an attachment, or
 * null when it carries none that Kontera can read. The XML is read with the same safety as a
 * standalone e-invoice file (no DOCTYPE, no entities); an attachment that is damaged or refused is
 * passed over, so the printed invoice is still read from its pages.
 */
export async function embeddedEInvoice(pdf: PDFDocumentProxy): Promise<EInvoice | null> {
  let attachments: Record<string, Attachment> | null;
  try {
    attachments = (await pdf.getAttachments()) as Record<string, Attachment> | null;
  } catch {
    return null;
  }
  if (!attachments) return null;
  const xmls = Object.entries(attachments)
    .map(([key, a]) => ({ name: (a.filename || key).trim(), content: a.content }))
    .filter(
      (a): a is { name: string; content: Uint8Array } =>
        /\.xml$/i.test(a.name) && a.content instanceof Uint8Array && a.content.length <= MAX_XML_BYTES,
    )
    .sort((a, b) => rank(a.name) - rank(b.name));
  for (const a of xmls) {
    try {
      return parseEInvoice(a.name, decodeXml(a.content));
    } catch {
      // Not an e-invoice, damaged, or declaring entities: the pages still show the invoice.
    }
  }
  return null;
}

function rank(name: string): number {
  const i = KNOWN_NAMES.indexOf(name.toLowerCase());
  return i < 0 ? KNOWN_NAMES.length : i;
}
