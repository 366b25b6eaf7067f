import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { BookingView, bookingCalls } from '../../preload/contract/booking';
import type { chartCalls } from '../../preload/contract/chart';
import { parseChartCsv } from '../booking/chart-csv';
import { UserError } from '../util/errors';

/**
 * Suggestions, "why?", accepting/correcting lines, bank entries and document answers, undo, and the
 * company's chart of accounts and VAT codes.
 */
export function bookingHandlers(
  app: KonteraApp,
): Pick<Handlers, keyof typeof bookingCalls | keyof typeof chartCalls> {
  const loop = app.learning;
  const learned = (booking: BookingView): BookingView => {
    if (booking.kind === 'invoice-line') app.headerModel.bookingChanged(booking.companyId, booking.ref);
    return booking;
  };
  return {
    'booking.suggestLines': (args) => loop.suggestions.forLines(args),
    'booking.suggestEntries': (args) => loop.suggestions.forEntries(args),
    'booking.why': (args) => {
      app.companies.get(args.companyId);
      return loop.history.why(args);
    },
    'booking.choices': ({ companyId, kind }) => {
      app.companies.get(companyId);
      return loop.history.choices(companyId, kind);
    },
    'booking.get': ({ companyId, kind, ref }) => loop.bookings.get(companyId, kind, ref),
    // An invoice's booked lines also teach the company's scanned-invoice model its header values.
    'booking.acceptLine': (args) => learned(loop.bookings.acceptLine(args)),
    'booking.acceptEntry': (args) => loop.bookings.acceptEntry(args),
    'booking.correct': ({ bookingId, targets }) => learned(loop.bookings.correct(bookingId, targets)),
    'booking.undo': ({ companyId }) => {
      const undone = loop.undo.undo(companyId);
      learned(undone.booking);
      return undone;
    },
    'booking.answer': (args) => loop.bookings.answer(args),
    'chart.get': ({ companyId }) => {
      app.companies.get(companyId);
      return loop.chart.get(companyId);
    },
    'chart.save': ({ companyId, entry }) => loop.chart.save(companyId, entry),
    'chart.remove': ({ companyId, kind, code }) => {
      loop.chart.remove(companyId, kind, code);
      return null;
    },
    'chart.importCsv': ({ companyId, kind, name, contentBase64 }) => {
      app.companies.get(companyId);
      const bytes = Buffer.from(contentBase64, 'base64');
      if (bytes.length === 0) throw new UserError('csv_empty', `The file "${name}" is empty.`);
      const parsed = parseChartCsv(name, bytes, kind);
      const { added, updated } = loop.chart.saveAll(companyId, parsed.entries, 'import');
      return { layout: parsed.layout, added, updated, skipped: parsed.skipped };
    },
    'company.identity': ({ companyId }) => {
      app.companies.get(companyId);
      return loop.identity.get(companyId);
    },
    'company.setIdentity': ({ companyId, legalName, vatNumber }) =>
      loop.identity.set(companyId, { legalName, vatNumber }),
  };
}
