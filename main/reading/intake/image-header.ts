import { UserError } from '../../util/errors';
import { MAX_IMAGE_DECODE_PIXELS, MAX_IMAGE_SIDE, megapixels } from '../limits';

export type ImageSize = { width: number; height: number };

/**
 * A picture's size as its header states it, read without decoding a pixel. Image libraries allocate
 * what the header claims before they look at the data: a 70-byte PNG claiming 100000 × 100000 pixels
 * asks for 40 GB and the native library aborts the whole process. So the header is read and judged
 * first. Null when the header cannot be found (the decoder then reports the file as damaged).
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length >= 24 && b[0] === 0x89 && b.toString('latin1', 1, 4) === 'PNG') {
    if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return null;
}

/** JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC). */
function jpegSize(b: Buffer): ImageSize | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before a frame
    const length = b.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (i + 9 > b.length) return null;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/**
 * Refuses a picture before it is decoded when its header claims more pixels than Kontera reads
 * (or none at all), naming the file and the limit.
 */
export function checkImageHeader(name: string, bytes: Uint8Array): ImageSize {
  const size = imageSize(bytes);
  if (!size) {
    throw new UserError(
      'document_corrupt',
      `The image "${name}" could not be read: its header is damaged or missing. Scan or export it again.`,
    );
  }
  const { width, height } = size;
  if (width === 0 || height === 0) {
    throw new UserError('document_corrupt', `The image "${name}" has no pixels. Scan or export it again.`);
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_DECODE_PIXELS) {
    throw new UserError(
      'document_too_many_pixels',
      `The image "${name}" is ${width} × ${height} pixels (${megapixels(width * height)}); Kontera reads pictures of up to ${megapixels(MAX_IMAGE_DECODE_PIXELS)} and ${MAX_IMAGE_SIDE} pixels on a side. Scan it again at 300 dpi or save a smaller copy.`,
    );
  }
  return size;
}
