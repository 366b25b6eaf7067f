import { createRequire } from 'node:module';
import iconv from 'iconv-lite';

type Chardet = typeof import('chardet');
let chardetModule: Chardet | undefined;
/**
 * chardet is loaded the first time a statement is neither UTF-8 nor UTF-16 (most are one of them),
 * not at every start of the app; detectEncoding stays synchronous, so it is required, not imported.
 */
function chardet(): Chardet {
  chardetModule ??= createRequire(import.meta.url)('chardet') as Chardet;
  return chardetModule;
}

/** The encodings bank exports are written in; `auto` detects. */
export const TEXT_ENCODINGS = [
  'auto',
  'utf8',
  'utf16le',
  'utf16be',
  'windows1252',
  'latin1',
  'iso885915',
] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const LABEL: Record<Exclude<TextEncoding, 'auto'>, string> = {
  utf8: 'UTF-8',
  utf16le: 'UTF-16',
  utf16be: 'UTF-16 (big-endian)',
  windows1252: 'Windows-1252',
  latin1: 'ISO-8859-1',
  iso885915: 'ISO-8859-15',
};
export const encodingLabel = (e: Exclude<TextEncoding, 'auto'>): string => LABEL[e];

/** Names iconv-lite knows them by. */
const ICONV: Record<Exclude<TextEncoding, 'auto'>, string> = {
  utf8: 'utf8',
  utf16le: 'utf16le',
  utf16be: 'utf16be',
  windows1252: 'windows-1252',
  latin1: 'iso-8859-1',
  iso885915: 'iso-8859-15',
};

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** UTF-16 without a byte-order mark: text in it has a zero byte beside almost every ASCII letter. */
function utf16WithoutBom(bytes: Uint8Array): 'utf16le' | 'utf16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.4 && evenZero < pairs * 0.05) return 'utf16le';
  if (evenZero > pairs * 0.4 && oddZero < pairs * 0.05) return 'utf16be';
  return null;
}

/**
 * Which encoding a statement file is in. A byte-order mark decides; else text that is valid UTF-8 is
 * UTF-8 (a Latin-1 "ø" is never valid UTF-8); else chardet tells the 8-bit family apart, and
 * Windows-1252 (what Danish, Swedish and Norwegian banks export, a superset of Latin-1's letters) is
 * the fallback.
 */
export function detectEncoding(bytes: Uint8Array): Exclude<TextEncoding, 'auto'> {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  const wide = utf16WithoutBom(bytes);
  if (wide) return wide;
  if (isUtf8(bytes)) return 'utf8';
  // The first 16 KB say as much about the 8-bit family as the whole file (analysing 100 KB takes ~0.7 s).
  const guess = chardet()
    .analyse(bytes.subarray(0, 16 * 1024))
    .map((m) => m.name)
    .find((name) => /^(windows-1252|ISO-8859-1|ISO-8859-15)$/i.test(name));
  if (guess?.toUpperCase() === 'ISO-8859-15') return 'iso885915';
  return 'windows1252';
}

/** The file's text, with the encoding used (detected unless one is given); a byte-order mark is dropped. */
export function decodeText(
  bytes: Uint8Array,
  encoding: TextEncoding = 'auto',
): { text: string; encoding: Exclude<TextEncoding, 'auto'> } {
  const used = encoding === 'auto' ? detectEncoding(bytes) : encoding;
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ICONV[used], {
    stripBOM: true,
  });
  return { text, encoding: used };
}
