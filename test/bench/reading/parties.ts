/**
 * Questions that name a party, measured on the real printed invoices (printed-en) and till receipts
 * (receipts): the supplier's or store's address, the customer's and the supplier's VAT number and
 * e-mail, against the truth each document's JSON records (issuer_address, receiver_vat, ...; null
 * where the document does not print it). An answer from the other party's block is wrong; any
 * answer where the truth is null is false.
 *
 * Run: node --import tsx/esm test/bench/reading/parties.ts [-v]
 */
import { realDocuments } from '../../fixtures/real/load';
import { readDocument } from '../../../main/reading/intake/read';
import { bestAnswer } from '../../reading/ask';
import type { IntakeResult } from '../../../main/reading/types';
const toks = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/**
 * An address is right when most of the truth's words are in it and most of its words are the
 * truth's, a letter's slip allowed (the SROIE truth's own "SELANGIR" for the printed "SELANGOR").
 */
function sameAddress(got: string, want: string): boolean {
  const g = toks(got),
    w = toks(want);
  const near = (a: string, b: string) =>
    a === b || (a.length > 4 && b.length > 4 && [...a].filter((c, i) => b[i] === c).length >= a.length - 1);
  const inG = w.filter((t) => g.some((x) => near(x, t))).length / w.length;
  const inW = g.filter((t) => w.some((x) => near(x, t))).length / g.length;
  return inG >= 0.6 && inW >= 0.7;
}
const same = (field: string, got: string, want: string) =>
  field.endsWith('address') ? sameAddress(got, want) : toks(got).join('') === toks(want).join('');
const Q: Record<string, string[]> = {
  issuer_address: ["What is the supplier's address?", 'Where is the seller located?'],
  receipt_address: ['Where was this bought?', "What is the store's address?", 'What is the address?'],
  receiver_vat: ["What is the customer's VAT number?"],
  issuer_vat: ["What is the supplier's VAT number?"],
  receiver_email: ["What is the customer's email?"],
  issuer_email: ["What is the supplier's email?"],
};
const verbose = process.argv.includes('-v');
for (const set of ['printed-en', 'receipts']) {
  const tally: Record<
    string,
    { right: number; wrong: number; silent: number; absentOk: number; falseAns: number }
  > = {};
  for (const d of realDocuments(set)) {
    const inp = await d.input();
    const doc =
      inp.kind === 'bytes'
        ? await readDocument(inp.name, inp.bytes)
        : ({ name: d.id, kind: 'receipt', pages: inp.pages } as unknown as IntakeResult);
    const truth = d.truth as Record<string, unknown>;
    for (const [field0, qs] of Object.entries(Q)) {
      const field = field0 === 'receipt_address' ? 'issuer_address' : field0;
      if (set === 'receipts' && !['receipt_address', 'issuer_address'].includes(field0)) continue;
      if (set !== 'receipts' && field0 === 'receipt_address') continue;
      if (!(field in truth)) continue;
      const want = truth[field] as string | null;
      for (const q of qs) {
        const t = (tally[q] ??= { right: 0, wrong: 0, silent: 0, absentOk: 0, falseAns: 0 });
        const a = bestAnswer(doc, q);
        let verdict: string;
        if (want === null) verdict = a ? 'FALSE' : 'absent-ok';
        else if (!a) verdict = 'silent';
        else verdict = same(field, a.answer, want) ? 'right' : 'WRONG';
        if (verdict === 'right') t.right++;
        else if (verdict === 'WRONG') t.wrong++;
        else if (verdict === 'silent') t.silent++;
        else if (verdict === 'FALSE') t.falseAns++;
        else t.absentOk++;
        if (verbose && verdict !== 'right' && verdict !== 'absent-ok')
          console.log(
            set,
            d.id.slice(0, 20),
            '|',
            q,
            '=>',
            a ? `${a.answer} (${a.confidence.toFixed(2)})` : '—',
            '| want',
            want,
            verdict,
          );
      }
    }
  }
  for (const [q, t] of Object.entries(tally))
    console.log(
      set.padEnd(10),
      q.padEnd(36),
      `right ${t.right} wrong ${t.wrong} silent ${t.silent} | absent: ok ${t.absentOk} false ${t.falseAns}`,
    );
}
