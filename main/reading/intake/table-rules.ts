import type { Grey } from './grey';
import { inkThreshold, paperLevel } from './ocr-prepare';

/**
 * Table rules taken out of a small scan before OCR (ocr.ts: pages scaled up). Invoices print their
 * lines in ruled tables, and tesseract (reading sparse text) skips text boxed in by the broad rules
 * of a scaled-up page as a picture: on a 100 dpi scan of
 * Mustang's sample the cells '7%', '160,00 €' and the whole row '400,00 Luftballon …' were not
 * read, so the invoice had one line instead of three. A rule is a run of ink much longer than any
 * letter (several text lines across, or two lines down) and thin the other way; its pixels and its
 * soft grey edge become paper. Noise in a scanned rule breaks it into pieces: gaps of a pixel or
 * two that are still darker than the paper are bridged. Letters crossing or touching a rule keep
 * their strokes (there the ink is thick both ways), and filled bars are left alone.
 */

/** Without a measured text line, a 200 dpi scan's (10 pt print is about 25 pixels of ink). */
const DEFAULT_LINE_PX = 25;
/** Darker than the paper by this much is the soft edge of ink, not the paper's own noise. */
const EDGE_CONTRAST = 25;
/** Gaps bridged in a rule, in pixels. */
const GAP = 2;

/** Erases ruled lines from the picture (a copy: the picture given stays as it is). */
export function eraseTableRules(grey: Grey, lineHeight: number | null): Grey {
  const { width, height, data } = grey;
  const line = lineHeight ?? DEFAULT_LINE_PX;
  const ink = inkThreshold(grey);
  const paper = paperLevel(grey);
  const edge = paper - EDGE_CONTRAST;
  const thin = Math.max(3, Math.round(line / 3));
  const longAcross = Math.max(Math.round(line * 4), 40);
  const longDown = Math.max(Math.round(line * 2), 30);
  const across = runs(grey, ink, edge, true);
  const down = runs(grey, ink, edge, false);
  let out: Uint8Array | null = null;
  for (let i = 0; i < data.length; i++) {
    const long = (across[i] ?? 0) >= longAcross;
    const flat = long && thickness(data, i, width, edge, thin) <= thin;
    const upright = !flat && (down[i] ?? 0) >= longDown && thickness(data, i, 1, edge, thin) <= thin;
    if (!flat && !upright) continue;
    out ??= data.slice();
    out[i] = paper;
    // The soft edge either side of the rule.
    const step = flat ? width : 1;
    for (const dir of [-1, 1]) {
      for (let k = 1; k <= thin; k++) {
        const j = i + dir * k * step;
        const v = data[j];
        if (v === undefined || v >= edge) break;
        out[j] = paper;
      }
    }
  }
  return out ? { data: out, width, height } : grey;
}

/**
 * How thick the ink (soft edges included) is at pixel `i`, counted `step` apart either way, up to
 * one more than `most`.
 */
function thickness(data: Uint8Array, i: number, step: number, edge: number, most: number): number {
  let n = 1;
  for (const dir of [-1, 1]) {
    for (let k = 1; n <= most; k++) {
      const v = data[i + dir * k * step];
      if (v === undefined || v >= edge) break;
      n++;
    }
  }
  return n;
}

/**
 * For each pixel in a run of ink (darker than `dark`), the run's length along rows or down
 * columns; a run goes on over up to `GAP` pixels darker than `bridge`.
 */
function runs(grey: Grey, dark: number, bridge: number, alongRows: boolean): Uint16Array {
  const { width, height, data } = grey;
  const out = new Uint16Array(width * height);
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const step = alongRows ? 1 : width;
  for (let l = 0; l < lines; l++) {
    const base = alongRows ? l * width : l;
    let start = -1;
    let last = -1;
    for (let k = 0; k <= length; k++) {
      const v = k < length ? (data[base + k * step] ?? 255) : 255;
      if (v < dark) {
        if (start < 0) start = k;
        last = k;
        continue;
      }
      if (start >= 0 && v < bridge && k - last <= GAP) continue;
      if (start >= 0) {
        const n = Math.min(65535, last + 1 - start);
        for (let j = start; j <= last; j++) out[base + j * step] = n;
        start = -1;
      }
    }
  }
  return out;
}
