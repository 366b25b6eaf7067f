/**
 * The `receipt-scans` set: the real till receipts of the receipt sets (their SROIE text lines, where
 * each was printed) drawn back into a picture as a till printer prints them, and read with OCR. The
 * `receipts` sets skip OCR (they read the transcripts); this one measures what a scanned receipt
 * goes through: OCR of narrow, widely spaced print on grey, noisy paper. Two sizes: as scanned
 * (SROIE's scans are about 800 pixels wide) and small (0.6, a phone picture of a long receipt).
 * The picture is ours, the words and their places are the receipt's: fonts and paper differ from
 * the thermal print, so this measures OCR of receipt layouts, not of thermal paper.
 * Made when the benchmark runs; asked for by name only (`--set receipt-scans`).
 */
import { readFileSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { join } from 'node:path';
import { REAL_DIR, realDocuments, type RealDocument } from '../../fixtures/real/load';
import { readBoxes } from '../../fixtures/real/receipt-boxes';
import { seededRandom } from './scans';

export const RECEIPT_SCAN_SIZES = [
  { id: 'scan', scale: 1 },
  { id: 'small', scale: 0.6 },
] as const;

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

/** The receipt's text lines ("x1,y1,…,x4,y4,TEXT") drawn where it printed them, as a JPEG. */
export function receiptPicture(boxFile: string, scale: number): Uint8Array {
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
  for (const b of boxes) {
    ctx.font = `${b.h * 0.78 * scale}px "Receipt Mono"`;
    // Stretched to the box the receipt printed it in: till printers set characters wide apart.
    const stretch = Math.min(1.6, (b.w * scale) / Math.max(1, ctx.measureText(b.text).width));
    ctx.save();
    ctx.translate(b.x * scale, (b.y + b.h / 2) * scale);
    ctx.scale(stretch, 1);
    ctx.fillText(b.text, 0, 0);
    ctx.restore();
  }
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  paperNoise(pixels.data, Math.round(width + scale * 100));
  ctx.putImageData(pixels, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 75));
}

export type ReceiptScan = { source: RealDocument; id: string; file: string; bytes: () => Uint8Array };

/** Every receipt of the real receipt sets, at each size. */
export function receiptScans(sets: string[]): ReceiptScan[] {
  return sets.flatMap((set) =>
    realDocuments(set)
      .filter((d) => d.file.endsWith('.box'))
      .flatMap((d) =>
        RECEIPT_SCAN_SIZES.map((size) => ({
          source: d,
          id: `${d.id}-${size.id}`,
          file: `${d.id}-${size.id}.jpg`,
          bytes: () => receiptPicture(readFileSync(join(REAL_DIR, set, d.file), 'utf8'), size.scale),
        })),
      ),
  );
}
