import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from './command';
import { parseOptions } from './command';
import { openDatabase } from '../store/db';
import { CompaniesStore } from '../store/companies';
import { ChartStore } from '../booking/chart';
import { journalFile } from '../booking/journal';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';
import type { JournalFormat } from '../../preload/contract/drafts';

const usage =
  'kontera journal export --company NAME --from YYYY-MM-DD --to YYYY-MM-DD --format csv|dinero|sie4 --out FILE [--data DIR] [--counter-account N]';

const FORMATS: Record<string, JournalFormat> = {
  csv: 'e-conomic',
  'e-conomic': 'e-conomic',
  economic: 'e-conomic',
  dinero: 'dinero',
  sie4: 'sie4',
  sie: 'sie4',
};

/** `kontera journal export`: a company's bookings in a period as e-conomic/Dinero CSV or SIE 4. */
export const journalCommand: Command = {
  name: 'journal',
  summary: "Export a company's bookings for a period as CSV (e-conomic, Dinero) or SIE 4",
  usage,
  async run(argv, io) {
    const [sub, ...args] = argv;
    if (sub !== 'export') throw new UserError('usage', `Usage: ${usage}`);
    const { values } = parseOptions(
      args,
      {
        company: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        data: { type: 'string' },
        'counter-account': { type: 'string' },
      },
      usage,
    );
    for (const need of ['company', 'from', 'to', 'format', 'out'] as const)
      if (!values[need]) throw new UserError('usage', `--${need} is needed.\nUsage: ${usage}`);
    const format = FORMATS[(values.format ?? '').toLowerCase()];
    if (!format)
      throw new UserError('usage', `--format is csv (e-conomic), dinero or sie4, not "${values.format}".`);
    for (const d of [values.from, values.to])
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d ?? ''))
        throw new UserError('usage', `Dates are YYYY-MM-DD, not "${d}".`);
    const db = openDatabase(join(values.data ?? defaultDataDir(), 'kontera.sqlite'));
    try {
      const wanted = (values.company ?? '').trim().toLowerCase();
      const company = new CompaniesStore(db)
        .list()
        .find((c) => c.name.trim().toLowerCase() === wanted || c.slug === wanted);
      if (!company) throw new UserError('not_found', `There is no company named "${values.company}".`);
      const file = journalFile(db, new ChartStore(db), {
        companyId: company.id,
        companyName: company.name,
        from: values.from ?? '',
        to: values.to ?? '',
        format,
        counterAccount: values['counter-account'],
      });
      // The bytes as the format wants them (SIE 4: code page 437).
      writeFileSync(values.out ?? '', Buffer.from(file.bytesBase64, 'base64'));
      io.out(JSON.stringify({ file: values.out, format, bookings: file.bookings }));
      return 0;
    } finally {
      db.close();
    }
  },
};
