/**
 * The `scans` set: real one-page German invoices of the ZUGFeRD corpus, printed and scanned the
 * ways scans reach a bookkeeper: page 1 rendered to a picture on grey, noisy paper (a JPEG), upright
 * at 200 dpi, lying on its side, upside down, small (100 dpi), askew, photographed with a phone
 * (lit unevenly, 1° askew), and the upright scan as a PDF
 * holding nothing but the picture (a scanner's PDF). Only the picture is read (OCR);
 * the truth is the invoice's own, for the fields its print shows. Made when the benchmark runs:
 * nothing is stored. Asked for by name only (`--set scans`): OCR takes seconds a page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { openPdf, renderPdfPage } from '../../../main/reading/intake/pdf';
import type { Truth } from '../../fixtures/real/load';
import { percentile } from './report';
import type { DocumentResult } from './run';

export const SCAN_DOCUMENTS = [
  'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Rabatte',
  'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20170509_505',
  'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_BASIC_Einfach',
  'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140519_499',
];

export const SCAN_VARIANTS = [
  { id: 'upright', dpi: 200, degrees: 0, pdf: false, photo: false },
  { id: 'sideways', dpi: 200, degrees: 90, pdf: false, photo: false },
  { id: 'upside-down', dpi: 200, degrees: 180, pdf: false, photo: false },
  { id: 'small', dpi: 100, degrees: 0, pdf: false, photo: false },
  // Fed into a scanner a little askew, as paper is.
  { id: 'askew', dpi: 200, degrees: 2, pdf: false, photo: false },
  { id: 'pdf', dpi: 200, degrees: 0, pdf: true, photo: false },
  // Photographed on a desk with a phone: lit unevenly, a little askew.
  { id: 'photo', dpi: 200, degrees: 1, pdf: false, photo: true },
] as const;

export type ScanVariant = (typeof SCAN_VARIANTS)[number]['id'];

/** Numbers in [0, 1] from a seed, the same every run (a linear congruential generator). */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** Paper grey and scanner noise: deterministic, so runs compare. */
function scanLook(data: Uint8ClampedArray, seed: number): void {
  const rnd = seededRandom(seed);
  for (let i = 0; i < data.length; i += 4) {
    const g = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    const v = Math.max(0, Math.min(255, g * 0.85 + 10 + (rnd() - 0.5) * 30));
    data[i] = data[i + 1] = data[i + 2] = v;
  }
}

/**
 * A phone photo's light: brightest where the lamp is (top left), falling off to about 70% at the
 * far corner, and a soft shadow of the hand across the lower third. Pixels are multiplied by it.
 */
export function photoLight(data: Uint8ClampedArray, width: number, height: number): void {
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const fall = 1 - 0.3 * ((x / width + y / height) / 2);
      const shadow = 1 - 0.12 * Math.exp(-(((y / height - 0.72) / 0.08) ** 2));
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = (data[i] ?? 0) * fall * shadow;
    }
}

/** Page 1 of the PDF as a scanned JPEG: rendered at `dpi`, turned `degrees` clockwise, grey and noisy. */
export async function scanOf(
  pdfBytes: Uint8Array,
  dpi: number,
  degrees: number,
  photo = false,
): Promise<Uint8Array> {
  const doc = await openPdf('scan.pdf', pdfBytes);
  try {
    const page = await doc.pdf.getPage(1);
    const image = await loadImage(await renderPdfPage(doc.pdf, page, dpi / 72));
    // A quarter turn swaps the sides; a page fed in askew keeps the scanner's format.
    const odd = Math.abs(degrees % 180) === 90;
    const canvas = createCanvas(odd ? image.height : image.width, odd ? image.width : image.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.drawImage(image, -image.width / 2, -image.height / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    scanLook(pixels.data, dpi + degrees);
    if (photo) photoLight(pixels.data, canvas.width, canvas.height);
    ctx.putImageData(pixels, 0, 0);
    return new Uint8Array(canvas.toBuffer('image/jpeg', 80));
  } finally {
    await doc.close();
  }
}

/** The scan as a scanner's PDF: one page of the original's size holding only the JPEG. */
export async function scanPdfOf(pdfBytes: Uint8Array, dpi: number): Promise<Uint8Array> {
  const jpeg = await scanOf(pdfBytes, dpi, 0);
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const width = (image.width * 72) / dpi;
  const height = (image.height * 72) / dpi;
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return doc.save();
}

export type ScanDocument = {
  id: string;
  variant: ScanVariant;
  file: string;
  truth: Truth;
  bytes: () => Promise<Uint8Array>;
};

export function scanDocuments(dir: string): ScanDocument[] {
  return SCAN_DOCUMENTS.filter((d) => existsSync(join(dir, `${d}.pdf`))).flatMap((d) => {
    const truth = JSON.parse(readFileSync(join(dir, `${d}.json`), 'utf8')) as Truth;
    const pdf = () => new Uint8Array(readFileSync(join(dir, `${d}.pdf`)));
    return SCAN_VARIANTS.map((v) => ({
      id: `${d.replace(/^.*__/, '')}-${v.id}`,
      variant: v.id,
      file: `${d.replace(/^.*__/, '')}-${v.id}.${v.pdf ? 'pdf' : 'jpg'}`,
      truth,
      bytes: async () => (v.pdf ? scanPdfOf(pdf(), v.dpi) : scanOf(pdf(), v.dpi, v.degrees, v.photo)),
    }));
  });
}

/** A picture set's document is one way of picturing it: its id ends with the variant's. */
export const ofVariant = (id: string, variant: string): boolean => id.endsWith(`-${variant}`);

/**
 * Per way of scanning: fields right, and a page's wall and CPU seconds (median), so a change that
 * speeds up one kind of scan and slows another shows.
 */
export function printVariants(
  docs: DocumentResult[],
  variants: readonly { id: string }[] = SCAN_VARIANTS,
): string[] {
  const out = ['variant        pages  fields right   wall s/page  CPU s/page'];
  for (const v of variants) {
    const mine = docs.filter((d) => ofVariant(d.doc.id, v.id));
    if (!mine.length) continue;
    const fields = mine.flatMap((d) => d.results).filter((r) => r.wording !== 'absent');
    const right = fields.filter((r) => r.outcome === 'right').length;
    const read = mine.filter((d) => !d.error);
    const s = (ms: number[]) => (percentile(ms, 50) / 1000).toFixed(2).padStart(11);
    out.push(
      `${v.id.padEnd(14)} ${String(mine.length).padStart(5)}  ${`${right}/${fields.length}`.padStart(12)}  ` +
        `${s(read.map((d) => d.ms))}  ${s(read.map((d) => d.cpuMs))}`,
    );
  }
  return out;
}
