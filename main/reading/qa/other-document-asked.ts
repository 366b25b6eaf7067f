import { byLine, overlapX } from './geometry';
import { rowOf } from './columns';
import { isHeaderRow } from './header-row';
import { KINDS, kindsOf, names, standsAsTitle, titleAt, type Kind } from './document-kinds';
import { tokens } from './normalize';
import type { PageModel, SegmentInfo } from './page-types';
import type { ParsedQuestion } from './question';

/** The page's lines as folded words, their segments in reading order. */
function lines(model: PageModel): string[][] {
  return [...byLine(model.segs).values()].map((l) => l.flatMap((s) => s.tokens));
}

/** Whether a line names a document of the kind by its number: its title, then three digits or more. */
const refersTo = (line: readonly string[], kind: Kind): boolean =>
  kind.titles.some((t) => {
    const at = titleAt(line, t);
    return at >= 0 && line.slice(at + 1).some((w) => (w.match(/\d/g)?.length ?? 0) >= 3);
  });

/**
 * An amount asked of another document than the page, one it refers to by number: "le montant
 * total du devis signé" of an invoice printing "Devis signé : DV26-0011", "the total amount of the
 * original invoice 20871" of a credit note crediting "faktura nr. 20871". The page bills its own
 * amounts, not the one it refers to: its total answered, a false one. Only where the page is of
 * another kind by its title and never titles itself by the kind asked (a quote asked on a quote
 * answers), and the question does not name the page's own kind as well ("the credit note for
 * invoice 20871" asks the credit note's).
 */
export function otherDocumentAsked(model: PageModel, q: ParsedQuestion): boolean {
  if (q.concept?.type !== 'amount') return false;
  const asked = tokens(q.text);
  const named = kindsOf(q.lang).filter((k) => names(asked, k));
  if (!named.length) return false;
  const titled = KINDS.filter((k) => model.segs.some((s) => standsAsTitle(s.tokens, k)));
  const standing = titled.filter((k) =>
    model.segs.some((s) => standsAsTitle(s.tokens, k) && !amongKeys(model, s)),
  );
  const own = standing.length ? standing : titled;
  if (!own.length || own.some((k) => named.some((n) => n.kind === k.kind))) return false;
  const all = lines(model);
  return named.some((n) => {
    const kind = KINDS.find((k) => k.kind === n.kind)!;
    // A document of a kind the page never names at all ("the cost estimate given before treatment"
    // of a dentist's invoice that mentions no quote): its amount is not printed. Not an invoice or
    // a receipt, which a bookkeeper calls any bill.
    const unnamed = !LOOSE.has(kind.kind) && !all.some((l) => kind.titles.some((t) => titleAt(l, t) >= 0));
    return unnamed || all.some((l) => refersTo(l, kind));
  });
}

/**
 * A heading in a row of keys ("FACTURE N° | DATE | DEVIS DE RÉFÉRENCE | N° CLIENT", a header row as
 * columns.ts reads one) heads a column of the document's references, the quote it refers to among
 * them: no title of the page's own, unless it keys the page's own number ("FACTURE N°"). Its value
 * stands under it.
 */
const amongKeys = (model: PageModel, s: SegmentInfo): boolean =>
  s.label?.concept.id !== 'invoice_number' &&
  isHeaderRow(rowOf(model, s)) &&
  model.segs.some(
    (v) => v.seg.line === s.seg.line + 1 && overlapX(v.seg, s.seg) > 0 && /\d/.test(v.seg.text),
  );

/** Kinds a question names any bill by. */
const LOOSE = new Set(['INVOICE', 'RECEIPT']);
