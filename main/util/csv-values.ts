import type { DateFormat } from '../../preload/contract/date-formats';
import { UTC_STAMP, utcStamp } from './time';

// Amounts and dates as CSV files write them (ERP history exports, bank statements): read the same
// way for every kind of file.

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}T00:00:00Z`;
}

const DAY_PATTERNS: Record<
  Exclude<DateFormat, 'auto'>,
  [RegExp, (m: RegExpExecArray) => [number, number, number]]
> = {
  'YYYY-MM-DD': [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => [+m[1]!, +m[2]!, +m[3]!]],
  'DD.MM.YYYY': [/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, (m) => [+m[3]!, +m[2]!, +m[1]!]],
  'DD/MM/YYYY': [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => [+m[3]!, +m[2]!, +m[1]!]],
  'MM/DD/YYYY': [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => [+m[3]!, +m[1]!, +m[2]!]],
  'DD-MM-YYYY': [/^(\d{1,2})-(\d{1,2})-(\d{4})$/, (m) => [+m[3]!, +m[2]!, +m[1]!]],
  YYYYMMDD: [/^(\d{4})(\d{2})(\d{2})$/, (m) => [+m[1]!, +m[2]!, +m[3]!]],
};

/**
 * A date or timestamp from an ERP export as the interface's UTC `YYYY-MM-DDThh:mm:ssZ`. A plain day
 * becomes midnight UTC; a timestamp with an offset or fractions is converted. Null when unreadable.
 */
export function toTimestamp(raw: string, format: DateFormat): string | null {
  // Exports repeat the same few hundred days over and over: remember the last answers.
  const known = recentDays.get(raw);
  if (known !== undefined && known.format === format) return known.value;
  const value = convertTimestamp(raw, format);
  if (recentDays.size >= 4096) recentDays.clear();
  recentDays.set(raw, { format, value });
  return value;
}

const recentDays = new Map<string, { format: DateFormat; value: string | null }>();

function convertTimestamp(raw: string, format: DateFormat): string | null {
  const v = raw.trim();
  if (UTC_STAMP.test(v)) return v;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) {
    const t = new Date(v.replace(' ', 'T'));
    return Number.isNaN(t.getTime()) ? null : utcStamp(t);
  }
  const formats = format === 'auto' ? (['YYYY-MM-DD', 'DD.MM.YYYY', 'YYYYMMDD'] as const) : [format];
  for (const f of formats) {
    const [re, parts] = DAY_PATTERNS[f];
    const m = re.exec(v);
    if (m) return isoDay(...parts(m));
  }
  return null;
}

const PLAIN_COMMA = /^-?\d+(,\d+)?$/;
const PLAIN_POINT = /^-?\d+(\.\d+)?$/;

/**
 * An amount as ERP exports write it: "1.234,50", "1 234.50", "-12", "12-", "(12.00)". Null when it is
 * not a number.
 */
export function toAmount(raw: string, decimal: '.' | ','): number | null {
  // The common case, a plain number ("-12,50" / "1234.5"), without the general clean-up below.
  if ((decimal === ',' ? PLAIN_COMMA : PLAIN_POINT).test(raw))
    return Number(decimal === ',' ? raw.replace(',', '.') : raw);
  let v = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(v)) {
    negative = true;
    v = v.slice(1, -1);
  }
  if (v.endsWith('-')) {
    negative = !negative;
    v = v.slice(0, -1);
  }
  const thousands = decimal === ',' ? '.' : ',';
  v = v.split(thousands).join('');
  if (decimal === ',') v = v.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? (negative ? -n : n) : null;
}
