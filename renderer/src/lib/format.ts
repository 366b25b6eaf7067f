/**
 * Amounts, dates and confidences in the open company's locale (see i18n/formatters.ts): kept as
 * functions so views and other modules import them from one place.
 */
import { fmt } from '../i18n/i18n.svelte';

export function formatAmount(value: number | null | undefined, currency?: string | null): string {
  return fmt.amount(value, currency);
}

/** Dates in the interface are UTC (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ); a date alone stays that day. */
export function formatDate(value: string | number | null | undefined): string {
  return fmt.date(value);
}

export function formatDateTime(value: string | null | undefined): string {
  return fmt.dateTime(value);
}

/** Confidence 0..1 as a percentage for people. */
export function formatConfidence(value: number): string {
  return fmt.percent(value);
}

export function formatCount(value: number): string {
  return fmt.count(value);
}

export function formatBytes(bytes: number): string {
  return fmt.bytes(bytes);
}
