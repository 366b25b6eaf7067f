import type { Canvas } from '@napi-rs/canvas';

/**
 * A grey picture as one byte a pixel: what OCR reads. Turning it, cutting a band out of it and
 * handing it to tesseract work on these bytes directly: drawing on a canvas and encoding a PNG of a
 * noisy 200 dpi page cost over a second each, tesseract decoding that PNG again as much.
 */
export type Grey = { data: Uint8Array; width: number; height: number };

/** Luminance of an RGBA image, white where it is transparent. */
export function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Grey {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    // Integer weights (0.299, 0.587, 0.114 in 256ths): a 600 dpi page is 35 million pixels.
    const lum = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29 + 128) >> 8;
    const a = rgba[i + 3] ?? 255;
    data[p] = a === 255 ? lum : Math.round((lum * a + 255 * (255 - a)) / 255);
  }
  return { data, width, height };
}

export function greyOf(canvas: Canvas): Grey {
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return toGrey(pixels.data, canvas.width, canvas.height);
}

/** The picture turned `quarterTurns` quarter turns clockwise. */
export function turnGrey(grey: Grey, quarterTurns: number): Grey {
  const turns = ((quarterTurns % 4) + 4) % 4;
  const { data, width, height } = grey;
  if (turns === 0) return grey;
  // Half a turn reads the bytes backwards.
  if (turns === 2) return { data: data.slice().reverse(), width, height };
  const out = new Uint8Array(data.length);
  // A quarter clockwise: the source's row y becomes column (height - 1 - y); three: column y.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (turns === 1) {
      const col = height - 1 - y;
      for (let x = 0; x < width; x++) out[x * height + col] = data[row + x] ?? 255;
    } else {
      for (let x = 0; x < width; x++) out[(width - 1 - x) * height + y] = data[row + x] ?? 255;
    }
  }
  return { data: out, width: height, height: width };
}

/** Rows `from` to `to` (not included) of the picture. */
export function greyRows(grey: Grey, from: number, to: number): Grey {
  const a = Math.max(0, Math.min(grey.height, from));
  const b = Math.max(a, Math.min(grey.height, to));
  return { data: grey.data.subarray(a * grey.width, b * grey.width), width: grey.width, height: b - a };
}

/** The picture as a binary PGM file: tesseract (Leptonica) reads it without decoding anything. */
export function toPgm(grey: Grey): Buffer {
  const header = Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'ascii');
  return Buffer.concat([header, grey.data]);
}
