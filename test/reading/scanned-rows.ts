import { createCanvas } from '@napi-rs/canvas';
import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';
import type { Row } from './positioned-page';

/**
 * A page of rows as a scanner gives it: drawn at 200 dpi in a common sans font on grey paper, then
 * read by the intake (OCR). The scan bench and the scan tests draw alike, so a test's page is read as
 * the bench's page is (its OCR cache is keyed by the rows).
 */
export async function scannedRows(rows: Row[], name = 'scan.jpg'): Promise<IntakeResult> {
  const s = 200 / 72;
  const canvas = createCanvas(Math.round(595 * s), Math.round(842 * s));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f2f2f2';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = `${10 * s}px DejaVu Sans`;
  rows.forEach((row, i) => {
    const cells: [number, string][] = typeof row === 'string' ? (row ? [[50, row]] : []) : row;
    for (const [x, text] of cells) ctx.fillText(text, x * s, (48 + i * 14) * s);
  });
  return readDocument(name, new Uint8Array(canvas.toBuffer('image/jpeg', 85)));
}
