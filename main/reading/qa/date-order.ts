import type { PageText } from '../types';

/** A numeric date with slashes or dashes: its first two parts, either of which may be the day. */
const NUMERIC_DATE = /\b(\d{1,2})[/-](\d{1,2})[/-](?:\d{4}|\d{2})\b/g;
/** A date with dots ("23.06.23", "05.03.2018"): printed day first, in every country that uses them. */
const DOTTED_DATE = /\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b/g;
/** The US states' and DC's postal codes: "DE 10115" is a German postcode, "MD 21093" a ZIP. */
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
/** A US address's state and ZIP code closing its line ("Columbus, OH 43215", "TX 75201-4411"). */
const STATE_ZIP = /(?:^|[\s,])([A-Z]{2})\s+\d{5}(?:-\d{4})?(?:\s*(?:,\s*)?(?:USA|US|United States))?\s*$/;

const orders = new WeakMap<PageText, boolean>();

/**
 * Whether a page prints its numeric dates month first, as US documents do: "11/02/2024" is then
 * 2 November, and a draft booked on 11 February is booked on the wrong day. Read from the page
 * itself: a date only one order makes sense of ("11/21/2024", "21/11/2024"), or any dotted one
 * ("23.06.23", day first everywhere), says which order its printer uses; with none, a US address
 * (a state and a ZIP code) says month first. Otherwise day first, as in every other country the
 * packs serve. A US company's invoice printed for a European customer ("11/5/23" under a browser's
 * "23.06.23" header) is day first: the page's own dates say so before its address does.
 */
export function monthFirst(page: PageText): boolean {
  let known = orders.get(page);
  if (known === undefined) {
    known = readOrder(page);
    orders.set(page, known);
  }
  return known;
}

function readOrder(page: PageText): boolean {
  let dayFirst = 0;
  let monthFirst_ = 0;
  for (const line of page.lines)
    for (const m of line.matchAll(NUMERIC_DATE)) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a > 12 && b <= 12) dayFirst++;
      else if (b > 12 && a <= 12) monthFirst_++;
    }
  // A browser's print header ("23.06.23, 11:09") or any other dotted date: a day-first printer.
  for (const line of page.lines) dayFirst += [...line.matchAll(DOTTED_DATE)].length;
  if (dayFirst || monthFirst_) return monthFirst_ > dayFirst;
  return page.lines.some((l) => STATES.has(STATE_ZIP.exec(l)?.[1] ?? ''));
}
