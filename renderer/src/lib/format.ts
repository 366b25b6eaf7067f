/**
 * Amounts, dates and confidences in the user's locale. Money stays a number until here: it is
 * rounded for display only.
 */
const locale = typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatAmount(value: number | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const key = currency ?? '';
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      f = currency
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      // an ERP's odd currency code: show the number and the code as written
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, f);
  }
  return f.format(value);
}

const dateFormat = new Intl.DateTimeFormat(locale, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Dates in the interface are UTC (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ); a date alone stays that day. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormat.format(d);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat(locale);

/** Confidence 0..1 as the number the interface gives (2 decimals) and as a percentage for people. */
export function formatConfidence(value: number): string {
  return percent.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
}
