import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { UserError } from '../../util/errors';
import type { Word } from '../types';
import { resourcesDir } from '../../util/paths';
import { greyRows, toPgm, turnGrey, type Grey } from './grey';
import { despeckle } from './despeckle';
import { restoreDecimalPoints } from './decimal-points';
import { readBackDatePoints } from './date-points';
import { readBackDates } from './ocr-dates';
import { readBackForms } from './ocr-forms';
import { readBackLetters } from './ocr-letters';
import { eraseTableRules } from './table-rules';
import { checkImageHeader } from './image-header';
import { drawTurned, preparePicture, sampleBand } from './ocr-prepare';
import { OcrProgress } from './ocr-progress';
import { ocrWords, type OcrBlocks } from './ocr-words';
import { FIGURE_MARKS, rereadFigures } from './ocr-figures';

/**
 * Offline OCR with tesseract.js. Language data ships in resources/tessdata (tessdata_fast from
 * Debian, Apache-2.0): nothing is downloaded. One worker is kept for the process: starting one
 * costs about a second, reading a page two to three.
 */
export const SHIPPED_LANGUAGES = ['Latin', 'eng', 'dan', 'swe', 'nor', 'nld', 'deu'];
/**
 * Tesseract's model of the Latin script reads every language Kontera has a pack for (English,
 * Danish, Swedish, Norwegian, Dutch, German, French) in one pass. Each language model loaded
 * besides adds its own pass over every unsure word: five of them read our scans slower (6.2 s CPU
 * a page against 3.3 s) and worse (88% of the printed words against 96%).
 * KONTERA_OCR_LANGUAGES=deu+eng (any shipped ones) changes it.
 */
export const OCR_LANGUAGES = (process.env.KONTERA_OCR_LANGUAGES ?? 'Latin')
  .split(/[+,\s]+/)
  .filter((l) => SHIPPED_LANGUAGES.includes(l));

let workerPromise: Promise<Worker> | null = null;
let progressListener: ((m: { status: string; progress: number }) => void) | null = null;
/** Tesseract reads one page at a time per worker; jobs wait their turn here. */
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  return createWorker(OCR_LANGUAGES, OEM.LSTM_ONLY, {
    langPath: resourcesDir('tessdata'),
    gzip: false,
    cacheMethod: 'none',
    logger: (m: { status: string; progress: number }) => progressListener?.(m),
  });
}

/** A page narrower than this against its height is a till roll, not a sheet (A4 is 0.71). */
const TILL_ROLL = 0.6;

/**
 * How tesseract finds the lines, set at every read. A sheet is read as sparse text: each run of
 * words is found and read as a line of its own. Automatic layout joins the address block and the
 * ruled box beside it into one line of mixed print sizes and reads the box's labels as noise
 * ('Rachnungsnummer', 'Recnnumgsantim', confidence 0); one block of text reads tables worse still.
 * On the bench's scans: 404 -> 464 of 520 fields right, in the same time. Specks and table rules
 * are taken out first (despeckle.ts, table-rules.ts). A till roll is
 * one column of short lines, its amounts set wide apart at the right: read sparse, a wide-set
 * '2.12' came back as '12' or not at all, its '2.' dropped as a speck of a line; read as one column
 * every amount of a receipt's totals block came back whole.
 */
const pageMode = (grey: Grey): PSM =>
  grey.width < grey.height * TILL_ROLL ? PSM.SINGLE_COLUMN : PSM.SPARSE_TEXT;

function worker(): Promise<Worker> {
  workerPromise ??= startWorker().catch((err: unknown) => {
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

type OcrData = { blocks: OcrBlocks | null; confidence: number; rotateRadians?: number };

/** A read less sure than this may be of a page upside down: it is read the other way up too. */
const UNSURE_CONFIDENCE = 60;
/**
 * A band read this sure is the right way up (on our scans upright bands read 69–91, upside-down
 * ones 35–52); one read this much surer one way up than the other tells which way up the page is.
 */
const SURE_CONFIDENCE = 65;
const CLEAR_LEAD = 10;
/**
 * A page tesseract read less surely than this is read again by PP-OCR (ocr-paddle.ts), whose
 * reading stands instead. A till roll below 80: on the bench's receipt thumbnails (faded photos a
 * messenger shrank) 182 of 288 fields came out right instead of 94, on the full-size photos 241
 * instead of 233. A sheet only below 60: the invoice scans tesseract read 0.67–0.79 sure answered
 * better from its reading (4 fields lost to PP-OCR's reading, 2 line counts gained): PP-OCR's
 * model lacks some accents (ø, å, ö, ß, €) and reads a sheet's small print no better.
 */
const SECOND_READER_BELOW = { roll: 80, sheet: 60 };
/** Slants below this (about 0.3°, tesseract.js's own cut) are not worth turning the picture. */
const MIN_SKEW = 0.005;

/**
 * Reads the words of an image (PNG/JPEG bytes). The picture is prepared first (ocr-prepare.ts:
 * small text scaled up, a page lying on its side turned upright); which way up it is comes from
 * reading a band of it both ways (a fifth of the page twice costs less than reading a page upside
 * down and again); scans at an angle are straightened (by the slant of the lines measured while
 * preparing; tesseract measures it on a page that lay on its side); specks, and on a small scan the
 * table rules, are erased. The words are positions on the upright, straightened page in the
 * picture's own pixels; `rotatedDegrees` turns them back onto the picture as scanned.
 */
export async function ocrImage(
  name: string,
  bytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): Promise<OcrPage> {
  const progress = new OcrProgress(onProgress);
  progress.started();
  return ocrPrepared(await decodeImage(name, bytes), progress);
}

/** Reads the words of a page already drawn (a scanned PDF page rendered by pdf.js). */
export function ocrCanvas(canvas: Canvas, onProgress?: (fraction: number) => void): Promise<OcrPage> {
  const progress = new OcrProgress(onProgress);
  progress.started();
  return ocrPrepared(canvas, progress);
}

function ocrPrepared(picture: Image | Canvas, progress: OcrProgress): Promise<OcrPage> {
  const prepared = preparePicture(picture);
  const despeckled = despeckle(prepared.grey, prepared.lineHeight);
  // Scaled up, a small scan's rules become broad grey bands that box its table's cells in as
  // pictures: they are taken out. At 200 dpi tesseract reads the cells, and taking the rules out
  // read no more there (a logo's bar went with them, and its letters were taken for the issuer).
  const clean = prepared.scale > 1 ? eraseTableRules(despeckled, prepared.lineHeight) : despeckled;
  progress.prepared();
  const run = async (): Promise<OcrPage> => {
    progressListener = (m) => progress.message(m);
    try {
      const w = await worker();
      // The skew of an upright page is the one its ink was measured at (ocr-prepare.ts): asking
      // tesseract to measure it analyses the page's layout twice (automatic, then sparse).
      const measured = {
        rotateRadians: Math.abs(prepared.layout.skew) < MIN_SKEW ? 0 : prepared.layout.skew,
      };
      const straighten = prepared.layout.sideways ? { rotateAuto: true } : measured;
      const read = async (grey: Grey, words = true, level: object = straighten) => {
        await w.setParameters({ tessedit_pageseg_mode: words ? pageMode(grey) : PSM.SPARSE_TEXT });
        return (await w.recognize(toPgm(grey), words ? level : {}, { blocks: words, text: !words }))
          .data as unknown as OcrData;
      };
      let grey = clean;
      let turns = prepared.quarterTurns;
      // Which way up: a band of the page read as it is and, unless that read is sure, upside down.
      // A band that is most of the page (a small picture, a till receipt) is not worth it: the page
      // is read, and read again upside down only when that comes out as noise.
      const band = sampleBand(grey, prepared.lineHeight);
      const sampled = band.to - band.from < grey.height * 0.6;
      const sample = greyRows(grey, band.from, band.to);
      if (sampled) progress.orienting(0, 2);
      const asIs = sampled ? (await read(sample, false)).confidence : 0;
      let clear = asIs >= SURE_CONFIDENCE;
      if (sampled && !clear) {
        progress.orienting(1, 2);
        const flipped = (await read(turnGrey(sample, 2), false)).confidence;
        clear = Math.abs(asIs - flipped) >= CLEAR_LEAD;
        if (clear && flipped > asIs) {
          grey = turnGrey(grey, 2);
          turns += 2;
        }
      }
      progress.recognising();
      let data = await read(grey);
      if (!clear && data.confidence < UNSURE_CONFIDENCE) {
        // The band did not tell (little text in it) and the page reads as noise: maybe it is
        // upside down. The better read of the two stands.
        progress.again();
        const upsideDown = turnGrey(grey, 2);
        const other = await read(upsideDown);
        if (other.confidence > data.confidence) {
          data = other;
          grey = upsideDown;
          turns += 2;
        }
      }
      if (turns % 2 === 1 && data.confidence < UNSURE_CONFIDENCE) {
        // Judged by its ink to lie on its side, and noise either way up: a faded till roll's
        // monospaced print stands in columns as sharp as its lines. It is read as it lay too: 3 of
        // the bench's 48 receipt thumbnails were turned so, and 221 of their 288 fields came out
        // right instead of 209 (the photos 259 instead of 253).
        progress.again();
        const asLaid = turnGrey(grey, -turns);
        const other = await read(asLaid, true, measured);
        if (other.confidence > data.confidence) {
          data = other;
          grey = asLaid;
          turns = 0;
        }
      }
      const shape = grey.width < grey.height * TILL_ROLL ? 'roll' : 'sheet';
      if (data.confidence < SECOND_READER_BELOW[shape]) {
        progress.again();
        // Straightened as tesseract straightened it: PP-OCR boxes its lines upright, and a line
        // held 1.5° askew across a receipt drifts by its own height (on the receipt thumbnails,
        // 207 of 288 fields right straightened against 196; turned the wrong way, 140).
        const radians = data.rotateRadians ?? 0;
        const upright = drawTurned(picture, 1, turns, radians);
        // Loaded when first needed: its runtime is a 20 MB native library most documents never use.
        const { paddleRead } = await import('./ocr-paddle');
        const second = await paddleRead(upright);
        progress.done();
        return {
          width: upright.width,
          height: upright.height,
          words: readBack(second.words),
          confidence: second.confidence,
          rotatedDegrees: turns * 90 + (radians * 180) / Math.PI,
        };
      }
      progress.done();
      // Points are looked for in the picture as scanned: taking specks out may have taken them.
      const scanned = turnGrey(prepared.grey, turns - prepared.quarterTurns);
      restoreDecimalPoints(data.blocks, scanned);
      // Figures read as letters and digits ('Tol2,57€') are read again from their own box, as one
      // line of figures only (ocr-figures.ts); the page's reading settings are put back after.
      await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
      try {
        await rereadFigures(data.blocks, scanned, async (crop, figuresOnly) => {
          await w.setParameters({ tessedit_char_whitelist: figuresOnly ? FIGURE_MARKS : '' });
          const again = (await w.recognize(toPgm(crop), {}, { text: true })).data;
          return { text: again.text, confidence: again.confidence };
        });
      } finally {
        await w.setParameters({ tessedit_char_whitelist: '' });
      }
      return toPage(data, grey.width, grey.height, prepared.scale, turns);
    } finally {
      progressListener = null;
      progress.stopTicking();
    }
  };
  const job = queue.then(run, run);
  queue = job.catch(() => undefined);
  return job;
}

/**
 * OCR's words with the dates and legal forms it misread a letter, digit or point of, and the
 * marked letters it read twice, read back.
 */
const readBack = (words: Word[]): Word[] =>
  readBackLetters(readBackForms(readBackDates(readBackDatePoints(words))));

/** Tesseract's words, back in the picture's own pixels (the prepared picture may be scaled). */
function toPage(data: OcrData, width: number, height: number, scale: number, turns: number): OcrPage {
  return {
    width: width / scale,
    height: height / scale,
    words: readBack(ocrWords(data.blocks, scale)),
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
