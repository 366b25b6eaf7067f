import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { bookingCalls } from '../../preload/contract/booking';

/** Suggestions, "why?", and accepting/correcting lines, bank entries and document answers. */
export function bookingHandlers(app: KonteraApp): Pick<Handlers, keyof typeof bookingCalls> {
  const loop = app.learning;
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
    'booking.acceptLine': (args) => loop.bookings.acceptLine(args),
    'booking.acceptEntry': (args) => loop.bookings.acceptEntry(args),
    'booking.correct': ({ bookingId, targets }) => loop.bookings.correct(bookingId, targets),
    'booking.answer': (args) => loop.bookings.answer(args),
  };
}
