import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Bad files built in the test, byte by byte: what an attacker or a broken scanner hands Kontera.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG whose header claims width × height pixels; the data is a few bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG header (SOI, SOF0) claiming width × height pixels, then end of image. */
export function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

/**
 * A one-page PDF of side × side points with a tiny picture stretched over it: a scan to the reader,
 * so rendering it for OCR would take side × 200/72 pixels squared.
 */
export async function pdfWithPage(side: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([side, side]);
  const image = await doc.embedPng(tinyPng());
  page.drawImage(image, { x: 0, y: 0, width: side, height: side });
  return doc.save();
}

/** A small text PDF that reads fine: to show the reader still works after a bad file. */
export async function goodPdf(text = 'Invoice number 4711 Total 1,250.00 EUR'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** A real 2 × 2 PNG. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  // Two rows: filter byte 0, then two grey pixels.
  const raw = Buffer.from([0, 0x80, 0xff, 0, 0xff, 0x80]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
