import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Command } from './command';
import { parseOptions } from './command';
import { KonteraApp } from '../app';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';
import type { Company } from '../store/companies';
import type { InvoiceDraftView } from '../../preload/contract/drafts';
import type { SuggestionsView } from '../../preload/contract/booking';
import { draftLineInput } from '../documents/drafts/line-input';

const usage = 'kontera draft FILE [--data DIR] [--company NAME]';

/** The company by name (or slug), created when there is none yet. */
function companyNamed(app: KonteraApp, name: string): Company {
  const wanted = name.trim().toLowerCase();
  return (
    app.companies.list().find((c) => c.name.trim().toLowerCase() === wanted || c.slug === wanted) ??
    app.companies.create(name)
  );
}

const top = (s: SuggestionsView, i: number, target: string): string | null =>
  s.items[i]?.targets.find((t) => t.name === target)?.candidates[0]?.value ?? null;

/** The draft as the command prints it: dates ISO, amounts as numbers, what the document does not show as null. */
export function draftJson(draft: InvoiceDraftView, suggestions: SuggestionsView | null) {
  return {
    supplier: { name: draft.supplier.name.value, vatNumber: draft.supplier.vatNumber.value },
    receiver: { name: draft.receiver.name.value, vatNumber: draft.receiver.vatNumber.value },
    invoiceNumber: draft.invoiceNumber.value,
    issueDate: draft.issueDate.value,
    dueDate: draft.dueDate.value,
    currency: draft.currency.value,
    totals: {
      net: draft.totals.net.value,
      vat: draft.totals.vat.value,
      gross: draft.totals.gross.value,
      due: draft.totals.due.value,
    },
    lines: draft.lines.map((l, i) => ({
      text: l.text,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vatRate: l.vatRate,
      suggestions: {
        account: suggestions ? top(suggestions, i, 'account') : null,
        vatCode: suggestions ? top(suggestions, i, 'vat_code') : null,
      },
    })),
    checks: draft.checks.map((c) => ({ name: c.name, ok: c.ok, message: c.message })),
  };
}

/**
 * `kontera draft`: reads a PDF, scan or e-invoice as the window does (the inbox's reading, the
 * company's suppliers, chart and checks, suggestions from the local engine) and prints the draft as
 * JSON. With --company the document is added to that company's inbox; without, nothing is kept.
 */
export const draftCommand: Command = {
  name: 'draft',
  summary: 'Read an invoice (PDF, scan, UBL or CII) into a draft with lines, checks and suggestions, as JSON',
  usage,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      { data: { type: 'string' }, company: { type: 'string' } },
      usage,
      true,
    );
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) throw new UserError('usage', `Give exactly one file.\nUsage: ${usage}`);
    const scratch = values.company ? null : mkdtempSync(join(tmpdir(), 'kontera-draft-'));
    const app = await KonteraApp.open({
      dataDir: scratch ?? values.data ?? defaultDataDir(),
      host: 'browser',
      log: () => {},
    });
    try {
      const company = companyNamed(app, values.company ?? 'Draft');
      const doc = await app.documents.importPath(company.id, resolve(file), 'path');
      await app.documents.idle();
      const read = app.documents.list(company.id).find((d) => d.id === doc.id);
      if (read?.state === 'failed')
        throw new UserError('document_failed', `${basename(file)}: ${read.failure ?? 'could not be read.'}`);
      const draft = await app.documents.drafts.get(doc.id);
      const suggestions = await app.learning.suggestions
        .forLines({ companyId: company.id, lines: draft.lines.map((l) => draftLineInput(draft, l)) })
        .catch(() => null);
      io.out(JSON.stringify(draftJson(draft, suggestions), null, 2));
      return 0;
    } finally {
      await app.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
  },
};
