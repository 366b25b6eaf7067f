import { createWorker, OEM, type Worker } from 'tesseract.js';
import { loadImage, type Image } from '@napi-rs/canvas';
import { UserError } from '../../util/errors';
import { resourcesDir } from '../../util/paths';
import type { Word } from '../types';
import { checkImageHeader } from './image-header';
import { drawTurned, preparePicture } from './ocr-prepare';
import { OcrProgress } from './ocr-progress';

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
let progressListener: ((m: { status: string; progress: number }) => void) | null = null;
/** Tesseract reads one page at a time per worker; jobs wait their turn here. */
let queue: Promise<unknown> = Promise.resolve();

function worker(): Promise<Worker> {
  workerPromise ??= createWorker(OCR_LANGUAGES, OEM.LSTM_ONLY, {
    langPath: resourcesDir('tessdata'),
    gzip: false,
    cacheMethod: 'none',
    logger: (m: { status: string; progress: number }) => progressListener?.(m),
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
type OcrData = { blocks: OcrBlocks | null; confidence: number; rotateRadians?: number };

/** A read less sure than this may be of a page upside down: it is read the other way up too. */
const UNSURE_CONFIDENCE = 60;

/**
 * Reads the words of an image (PNG/JPEG bytes). The picture is prepared first (ocr-prepare.ts:
 * small text scaled up, a page lying on its side turned upright); a read that comes out as noise
 * is tried upside down as well; scans at an angle are straightened (tesseract measures the skew of
 * the text lines). The words are positions on the upright, straightened page in the picture's own
 * pixels; `rotatedDegrees` turns them back onto the picture as scanned.
 */
export async function ocrImage(
  name: string,
  bytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<OcrPage> {
  const progress = new OcrProgress(onProgress);
  progress.started();
  const prepared = preparePicture(await decodeImage(name, bytes));
  progress.prepared();
  const run = async (): Promise<OcrPage> => {
    progressListener = (m) => progress.message(m);
    try {
      const w = await worker();
      const read = async (png: Buffer) =>
        (await w.recognize(png, { rotateAuto: true }, { blocks: true, text: false }))
          .data as unknown as OcrData;
      progress.recognising();
      let canvas = prepared.canvas;
      let turns = prepared.quarterTurns;
      // A JPEG nothing was done to goes as it is (encoding the picture again costs a second).
      const asIs = prepared.unchanged && bytes[0] === 0xff;
      let data = await read(asIs ? Buffer.from(bytes) : await canvas.encode('png'));
      if (data.confidence < UNSURE_CONFIDENCE) {
        // Noise: maybe the page is upside down. The better read of the two stands.
        progress.again();
        const flipped = drawTurned(canvas, 1, 2);
        const other = await read(await flipped.encode('png'));
        if (other.confidence > data.confidence) {
          data = other;
          canvas = flipped;
          turns += 2;
        }
      }
      progress.done();
      return toPage(data, canvas.width, canvas.height, prepared.scale, turns);
    } finally {
      progressListener = null;
      progress.stopTicking();
    }
  };
  const job = queue.then(run, run);
  queue = job.catch(() => undefined);
  return job;
}

/** Tesseract's words, back in the picture's own pixels (the prepared picture may be scaled). */
function toPage(data: OcrData, width: number, height: number, scale: number, turns: number): OcrPage {
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
            x: word.bbox.x0 / scale,
            y: word.bbox.y0 / scale,
            w: (word.bbox.x1 - word.bbox.x0) / scale,
            h: (word.bbox.y1 - word.bbox.y0) / scale,
          });
        }
      }
    }
  }
  return {
    width: width / scale,
    height: height / scale,
    words,
    confidence: data.confidence / 100,
    rotatedDegrees: turns * 90 + ((data.rotateRadians ?? 0) * 180) / Math.PI,
  };
}

/** Decodes the image: a damaged file or a forged header is a clear error, not a crash. */
async function decodeImage(name: string, bytes: Uint8Array): Promise<Image> {
  if (truncated(bytes)) {
    throw new UserError(
      'document_corrupt',
      `The image "${name}" is incomplete (the file was cut off). Scan or download it again.`,
    );
  }
  // Judged from the header first: the decoder would allocate whatever a forged header claims.
  checkImageHeader(name, bytes);
  let image: Image;
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
  return image;
}

/** A cut-off download or copy: decoders fill the missing part with nothing and say nothing. */
function truncated(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 32)));
  if (bytes[0] === 0x89) return !tail.includes('IEND');
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return !tail.includes(Buffer.from([0xff, 0xd9]));
  return false;
}
