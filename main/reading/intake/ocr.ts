import { createWorker, OEM, type Worker } from 'tesseract.js';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { UserError } from '../../util/errors';
import { resourcesDir } from '../../util/paths';
import { MAX_IMAGE_PIXELS } from '../limits';
import type { Word } from '../types';
import { checkImageHeader } from './image-header';

/**
 * Offline OCR with tesseract.js. Language data ships in resources/tessdata (tessdata_fast from
 * Debian, Apache-2.0): nothing is downloaded. One worker is kept for the process: starting one
 * costs about a second, reading a page about as much again.
 */
export const SHIPPED_LANGUAGES = ['eng', 'dan', 'swe', 'nor', 'nld', 'deu'];
/**
 * Every language tesseract loads adds its model's time to each unsure word: the default is the five
 * languages Kontera is asked in. KONTERA_OCR_LANGUAGES=eng+dan+deu (any shipped ones) changes it.
 */
export const OCR_LANGUAGES = (process.env.KONTERA_OCR_LANGUAGES ?? 'eng+dan+swe+nor+nld')
  .split(/[+,\s]+/)
  .filter((l) => SHIPPED_LANGUAGES.includes(l));

let workerPromise: Promise<Worker> | null = null;
let progressListener: ((fraction: number) => void) | null = null;
/** Tesseract reads one page at a time per worker; jobs wait their turn here. */
let queue: Promise<unknown> = Promise.resolve();

function worker(): Promise<Worker> {
  workerPromise ??= createWorker(OCR_LANGUAGES, OEM.LSTM_ONLY, {
    langPath: resourcesDir('tessdata'),
    gzip: false,
    cacheMethod: 'none',
    logger: (m) => {
      if (m.status === 'recognizing text') progressListener?.(m.progress);
    },
  }).catch((err: unknown) => {
    workerPromise = null;
    throw err;
  });
  return workerPromise;
}

/** Stops the OCR worker (tests, app shutdown). A later OCR call starts a new one. */
export async function stopOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate();
}

export type OcrPage = {
  width: number;
  height: number;
  words: Word[];
  confidence: number;
  rotatedDegrees: number;
};

type Bbox = { x0: number; y0: number; x1: number; y1: number };
type OcrBlocks = {
  paragraphs: { lines: { words: { text: string; confidence: number; bbox: Bbox }[] }[] }[];
}[];

/**
 * Reads the words of an image (PNG/JPEG bytes). Scans at an angle are straightened first
 * (tesseract measures the skew of the text lines and rotates the image back), so the word boxes
 * are those of the straightened page.
 */
export async function ocrImage(
  name: string,
  bytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<OcrPage> {
  const prepared = await prepareImage(name, bytes);
  const run = async (): Promise<OcrPage> => {
    const w = await worker();
    progressListener = onProgress ?? null;
    try {
      const result = await w.recognize(prepared.png, { rotateAuto: true }, { blocks: true, text: false });
      const data = result.data as unknown as {
        blocks: OcrBlocks | null;
        confidence: number;
        rotateRadians?: number;
      };
      const words: Word[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            for (const word of line.words) {
              const text = word.text.trim();
              // Specks and table rules come back as punctuation or low-confidence scraps: drop them
              // (a lone ":" or "|" carries nothing, and would glue a label to the wrong value).
              if (!text || /^[^\p{L}\p{N}€$£%]+$/u.test(text)) continue;
              if (word.confidence < 35 && !/[\p{L}\p{N}]{2}/u.test(text)) continue;
              words.push({
                text,
                x: word.bbox.x0,
                y: word.bbox.y0,
                w: word.bbox.x1 - word.bbox.x0,
                h: word.bbox.y1 - word.bbox.y0,
              });
            }
          }
        }
      }
      return {
        width: prepared.width,
        height: prepared.height,
        words,
        confidence: data.confidence / 100,
        rotatedDegrees: ((data.rotateRadians ?? 0) * 180) / Math.PI,
      };
    } finally {
      progressListener = null;
    }
  };
  const job = queue.then(run, run);
  queue = job.catch(() => undefined);
  return job;
}

/** Decodes the image (a damaged file is a clear error) and scales down huge ones. */
async function prepareImage(
  name: string,
  bytes: Uint8Array,
): Promise<{ png: Buffer; width: number; height: number }> {
  if (truncated(bytes)) {
    throw new UserError(
      'document_corrupt',
      `The image "${name}" is incomplete (the file was cut off). Scan or download it again.`,
    );
  }
  // Judged from the header first: the decoder would allocate whatever a forged header claims.
  checkImageHeader(name, bytes);
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch {
    throw new UserError(
      'document_corrupt',
      `The image "${name}" could not be read: it is damaged or not a PNG/JPEG picture. Scan or export it again.`,
    );
  }
  if (!image.width || !image.height) {
    throw new UserError('document_corrupt', `The image "${name}" has no pixels. Scan or export it again.`);
  }
  const scale = Math.min(1, Math.sqrt(MAX_IMAGE_PIXELS / (image.width * image.height)));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return { png: canvas.toBuffer('image/png'), width, height };
}

/** A cut-off download or copy: decoders fill the missing part with nothing and say nothing. */
function truncated(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 32)));
  if (bytes[0] === 0x89) return !tail.includes('IEND');
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return !tail.includes(Buffer.from([0xff, 0xd9]));
  return false;
}
