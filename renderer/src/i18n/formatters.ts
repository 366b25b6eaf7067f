/**
 * Amounts, numbers and dates written the way a company's country writes them. Pure functions of a
 * locale, so main-free tests and every view (invoice drafts, journal, bank) format alike. Money stays
 * a number until here: it is rounded for display only.
 */
import { datePattern } from './company-locale';

export type Formatters = {
  locale: string;
  amount(value: number | null | undefined, currency?: string | null): string;
  number(value: number, maximumFractionDigits?: number): string;
  count(value: number): string;
  percent(value: number): string;
  /** A day (YYYY-MM-DD, an ISO time, or Unix seconds) as the company writes dates: 01-11-2026. */
  date(value: string | number | null | undefined): string;
  /** A moment in the user's time zone: the company's date and hh:mm. */
  dateTime(value: string | null | undefined): string;
  bytes(value: number): string;
};

const pad = (n: number): string => String(n).padStart(2, '0');

function toDate(value: string | number): Date {
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value);
}

export function createFormatters(locale: string): Formatters {
  const money = new Map<string, Intl.NumberFormat>();
  const plain2 = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const counts = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const numbers = new Map<number, Intl.NumberFormat>();
  const { order, sep } = datePattern(locale);

  const writeDay = (y: number, m: number, d: number): string =>
    order === 'ymd'
      ? `${y}${sep}${pad(m)}${sep}${pad(d)}`
      : order === 'mdy'
        ? `${pad(m)}${sep}${pad(d)}${sep}${y}`
        : `${pad(d)}${sep}${pad(m)}${sep}${y}`;

  function amountFormat(currency: string | null | undefined): Intl.NumberFormat {
    const key = currency ?? '';
    let f = money.get(key);
    if (!f) {
      try {
        f = currency
          ? new Intl.NumberFormat(locale, {
              style: 'currency',
              currency,
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            })
          : plain2;
      } catch {
        // an ERP's odd currency code: show the number alone
        f = plain2;
      }
      money.set(key, f);
    }
    return f;
  }

  return {
    locale,
    amount(value, currency) {
      if (value === null || value === undefined || Number.isNaN(value)) return '';
      return amountFormat(currency).format(value);
    },
    number(value, maximumFractionDigits = 2) {
      let f = numbers.get(maximumFractionDigits);
      if (!f)
        numbers.set(maximumFractionDigits, (f = new Intl.NumberFormat(locale, { maximumFractionDigits })));
      return f.format(value);
    },
    count: (value) => counts.format(value),
    percent: (value) => percents.format(value),
    date(value) {
      if (value === null || value === undefined || value === '') return '';
      // A date alone (YYYY-MM-DD) is that day everywhere; times are UTC in the interface.
      const d = toDate(value);
      if (Number.isNaN(d.getTime())) return String(value);
      return writeDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    },
    dateTime(value) {
      if (!value) return '';
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) return value;
      return `${writeDay(d.getFullYear(), d.getMonth() + 1, d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    },
    bytes(value) {
      const units = ['B', 'KB', 'MB', 'GB'];
      let v = value;
      let i = 0;
      while (v >= 1024 && i < units.length - 1) {
        v /= 1024;
        i++;
      }
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
    },
  };
}
