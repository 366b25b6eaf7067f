/**
 * The `receipt-scans` set: the real till receipts of the receipt sets (their SROIE text lines, where
 * each was printed) drawn back into a picture as a till printer prints them, and read with OCR. The
 * `receipts` sets skip OCR (they read the transcripts); this one measures what a scanned receipt
 * goes through: OCR of narrow, widely spaced print on grey, noisy paper. Four variants: as scanned
 * (SROIE's scans are about 800 pixels wide), small (0.6, a phone picture of a long receipt), a
 * phone photo of faded thermal paper (ink faded unevenly, light falling off across the paper, a
 * little out of focus, held 1.5° askew: what a receipt kept in a wallet for a month looks like),
 * and that photo small (thumbnail: sent on by a messenger that shrinks pictures).
 * The picture is ours, the words and their places are the receipt's: fonts and paper differ from
 * the thermal print, so this measures OCR of receipt layouts, not of thermal paper.
 * Made when the benchmark runs; asked for by name only (`--set receipt-scans`).
 */
import { readFileSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { join } from 'node:path';
import { REAL_DIR, realDocuments, type RealDocument } from '../../fixtures/real/load';
import { readBoxes } from '../../fixtures/real/receipt-boxes';
import { photoLight, seededRandom } from './scans';

export const RECEIPT_SCAN_VARIANTS = [
  { id: 'scan', scale: 1, photo: false },
  { id: 'small', scale: 0.6, photo: false },
  { id: 'photo', scale: 1, photo: true },
  { id: 'thumbnail', scale: 0.6, photo: true },
] as const;

type Variant = (typeof RECEIPT_SCAN_VARIANTS)[number];

/** A monospaced font, as till printers print (Debian's fonts-dejavu-core). */
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
let fontReady = false;

/** Deterministic noise, so runs compare. */
function paperNoise(data: Uint8ClampedArray, seed: number): void {
  const rnd = seededRandom(seed);
  for (let i = 0; i < data.length; i += 4) {
    const v = Math.max(0, Math.min(255, (data[i] ?? 0) + (rnd() - 0.5) * 40));
    data[i] = data[i + 1] = data[i + 2] = v;
  }
}

/** Thermal ink fades in patches: how dark a line prints, from 0.45 (faint) to 1, by where it is. */
function inkFade(x: number, y: number): number {
  return 0.72 + 0.28 * Math.sin(x / 97 + y / 61) * Math.cos(y / 143);
}

/** The receipt's text lines ("x1,y1,…,x4,y4,TEXT") drawn where it printed them, as a JPEG. */
export function receiptPicture(boxFile: string, scale: number, photo = false): Uint8Array {
  if (!fontReady) fontReady = GlobalFonts.registerFromPath(FONT_FILE, 'Receipt Mono') !== null;
  const boxes = readBoxes(boxFile);
  const width = Math.max(...boxes.map((b) => b.x + b.w)) + 60;
  const height = Math.max(...boxes.map((b) => b.y + b.h)) + 60;
  const canvas = createCanvas(Math.ceil(width * scale), Math.ceil(height * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ececec';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#303030';
  ctx.textBaseline = 'middle';
  if (photo) {
    ctx.filter = 'blur(0.7px)';
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate((1.5 * Math.PI) / 180);
    ctx.translate(-canvas.width / 2, -canvas.height / 2);
  }
  for (const b of boxes) {
    // Faded print: from the paper's grey (236) down to the ink's (48), as dark as the fade allows.
    if (photo) {
      const grey = Math.round(236 - 188 * inkFade(b.x, b.y));
      ctx.fillStyle = `rgb(${grey},${grey},${grey})`;
    }
    ctx.font = `${b.h * 0.78 * scale}px "Receipt Mono"`;
    // Stretched to the box the receipt printed it in: till printers set characters wide apart.
    const stretch = Math.min(1.6, (b.w * scale) / Math.max(1, ctx.measureText(b.text).width));
    ctx.save();
    ctx.translate(b.x * scale, (b.y + b.h / 2) * scale);
    ctx.scale(stretch, 1);
    ctx.fillText(b.text, 0, 0);
    ctx.restore();
  }
  // The blur and the slant are the camera's, not to be applied again as the pixels go back.
  ctx.filter = 'none';
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  if (photo) photoLight(pixels.data, canvas.width, canvas.height);
  paperNoise(pixels.data, Math.round(width + scale * 100));
  ctx.putImageData(pixels, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 75));
}

export type ReceiptScan = {
  source: RealDocument;
  id: string;
  file: string;
  bytes: () => Uint8Array;
  /** The words the receipt prints (its transcript), whatever OCR makes of the picture. */
  printed: () => string;
};

/** Every receipt of the real receipt sets, at each size. */
export function receiptScans(sets: string[]): ReceiptScan[] {
  return sets.flatMap((set) =>
    realDocuments(set)
      .filter((d) => d.file.endsWith('.box'))
      .flatMap((d) =>
        RECEIPT_SCAN_VARIANTS.map((v: Variant) => ({
          source: d,
          id: `${d.id}-${v.id}`,
          file: `${d.id}-${v.id}.jpg`,
          bytes: () => receiptPicture(readFileSync(join(REAL_DIR, set, d.file), 'utf8'), v.scale, v.photo),
          printed: () =>
            readBoxes(readFileSync(join(REAL_DIR, set, d.file), 'utf8'))
              .map((b) => b.text)
              .join('\n'),
        })),
      ),
  );
}
