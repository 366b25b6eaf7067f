import type { DB } from '../store/db';
import type { CompanyIdentityView } from '../../preload/contract/chart';
import type { DraftCheck, InvoiceDraftView } from '../../preload/contract/drafts';
import { vatKey } from './company-identity';
import { round2 } from '../util/round';
import { fold } from '../util/fold';

/** Sums on a printed invoice are rounded to the cent; anything above half a cent per line is real. */
const TOLERANCE = 0.005;

type Draft = Pick<InvoiceDraftView, 'lines' | 'totals' | 'receiver' | 'currency' | 'invoiceNumber'>;

const money = (n: number, currency: string | null) => `${n.toFixed(2)}${currency ? ` ${currency}` : ''}`;

export function linesSumCheck(d: Draft): DraftCheck {
  const net = d.totals.net.value;
  const amounts = d.lines.map((l) => l.amount);
  if (net === null)
    return {
      name: 'lines-sum',
      ok: null,
      message: 'The net amount was not read: type it to check the lines against it.',
      difference: null,
    };
  if (amounts.some((a) => a === null))
    return {
      name: 'lines-sum',
      ok: null,
      message: 'A line has no amount: the lines cannot be added up.',
      difference: null,
    };
  const sum = round2(amounts.reduce<number>((s, a) => s + (a ?? 0), 0));
  const difference = round2(sum - net);
  const cur = d.currency.value;
  return Math.abs(difference) <= TOLERANCE * Math.max(1, d.lines.length)
    ? {
        name: 'lines-sum',
        ok: true,
        message: `The lines add up to the net amount ${money(net, cur)}.`,
        difference: 0,
      }
    : {
        name: 'lines-sum',
        ok: false,
        message: `The lines add up to ${money(sum, cur)}, the net amount is ${money(net, cur)}: ${money(Math.abs(difference), cur)} ${difference > 0 ? 'too much' : 'missing'}. Check the lines or the net amount.`,
        difference,
      };
}

export function totalsCheck(d: Draft): DraftCheck {
  const { net, vat, gross } = d.totals;
  if (net.value === null || vat.value === null || gross.value === null)
    return {
      name: 'net-vat-gross',
      ok: null,
      message: `The ${[net.value === null && 'net amount', vat.value === null && 'VAT', gross.value === null && 'total'].filter(Boolean).join(' and ')} was not read: type it to check net + VAT = total.`,
      difference: null,
    };
  if (net.origin === 'derived' || vat.origin === 'derived' || gross.origin === 'derived')
    return {
      name: 'net-vat-gross',
      ok: null,
      message:
        'One of net, VAT and total was not printed and was worked out from the other two, so it cannot check them. Compare with the invoice.',
      difference: null,
    };
  const difference = round2(net.value + vat.value - gross.value);
  const cur = d.currency.value;
  return Math.abs(difference) <= TOLERANCE
    ? {
        name: 'net-vat-gross',
        ok: true,
        message: `Net ${money(net.value, cur)} + VAT ${money(vat.value, cur)} = total ${money(gross.value, cur)}.`,
        difference: 0,
      }
    : {
        name: 'net-vat-gross',
        ok: false,
        message: `Net ${money(net.value, cur)} + VAT ${money(vat.value, cur)} is ${money(net.value + vat.value, cur)}, not the total ${money(gross.value, cur)} (off by ${money(Math.abs(difference), cur)}). Correct the amount that was misread.`,
        difference,
      };
}

const nameKey = (s: string | null | undefined) =>
  fold(s ?? '')
    .replace(/\(demo\)/g, '')
    .replace(/\b(a\/s|aps|as|ab|gmbh|ag|bv|ltd|inc|i\/s|ivs)\b/g, '')
    .replace(/[^a-z0-9]+/g, '');

export function addressedCheck(d: Draft, identity: CompanyIdentityView, companyName: string): DraftCheck {
  const read = d.receiver.vatNumber.value;
  const own = identity.vatNumber;
  if (read && own) {
    return vatKey(read) === vatKey(own)
      ? {
          name: 'addressed-to-company',
          ok: true,
          message: `Addressed to the company's VAT number ${own}.`,
          difference: null,
        }
      : {
          name: 'addressed-to-company',
          ok: false,
          message: `The invoice is addressed to VAT number ${read}, not to this company's ${own}. It may belong to another company: move it there, or correct the receiver.`,
          difference: null,
        };
  }
  const receiver = d.receiver.name.value;
  const names = [identity.legalName, companyName].filter((n): n is string => !!n);
  if (receiver) {
    const r = nameKey(receiver);
    const match = names.some((n) => {
      const k = nameKey(n);
      return k !== '' && r !== '' && (r.includes(k) || k.includes(r));
    });
    if (match)
      return {
        name: 'addressed-to-company',
        ok: true,
        message: `Addressed to ${receiver}.`,
        difference: null,
      };
    return {
      name: 'addressed-to-company',
      ok: false,
      message: `The invoice is addressed to "${receiver}", not to ${names[0] ?? 'this company'}.${own ? '' : " Set the company's VAT number in Settings to check by number."}`,
      difference: null,
    };
  }
  return {
    name: 'addressed-to-company',
    ok: null,
    message: own
      ? 'The receiver was not read from the invoice: check that it is addressed to this company.'
      : "The receiver was not read, and the company's VAT number is not set (Settings): check that the invoice is addressed to this company.",
    difference: null,
  };
}

/**
 * Whether lines of this supplier's invoice number are already booked, from another document (the
 * same invoice dropped in twice, or once as PDF and once as e-invoice).
 */
export function duplicateCheck(
  db: DB,
  input: { companyId: number; supplierId: string; invoiceNumber: string | null; ownRefs: string[] },
): DraftCheck {
  if (!input.invoiceNumber)
    return {
      name: 'duplicate',
      ok: null,
      message: 'The invoice number was not read: type it to check for a double booking.',
      difference: null,
    };
  const row = db
    .prepare<[number, string, string, string], { n: number }>(
      `SELECT count(*) AS n FROM bookings
       WHERE company_id = ? AND kind = 'invoice-line' AND undone_at IS NULL
         AND json_extract(data, '$.supplierId') = ? AND json_extract(data, '$.lineId') LIKE ? ESCAPE '\\'
         AND ref NOT IN (SELECT value FROM json_each(?))`,
    )
    .get(
      input.companyId,
      input.supplierId,
      `${input.invoiceNumber.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`,
      JSON.stringify(input.ownRefs),
    );
  return row && row.n > 0
    ? {
        name: 'duplicate',
        ok: false,
        message: `Invoice ${input.invoiceNumber} from this supplier is already booked (${row.n} ${row.n === 1 ? 'line' : 'lines'}). Booking it again would book it twice: remove this copy, or undo the other booking.`,
        difference: null,
      }
    : {
        name: 'duplicate',
        ok: true,
        message: `Invoice ${input.invoiceNumber} from this supplier is not booked yet.`,
        difference: null,
      };
}
