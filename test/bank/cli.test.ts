import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { main } from '../../main/cli';
import { tempDir } from '../helpers/tmp';
import { camt053, danishCsv } from './statements';

const tmp = tempDir('kontera-bank-cli-');
const data = join(tmp.path, 'data');
afterAll(() => tmp.remove());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    stopSignal: () => new Promise<void>(() => {}),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('kontera bank', () => {
  const csv = join(tmp.path, 'marts.csv');
  writeFileSync(
    csv,
    iconv.encode(
      danishCsv([
        ['01.03.2024', 'Overførsel Elektro Nord ApS', '-1.250,00', '8.750,00'],
        ['02.03.2024', 'Løn Åse Sørensen', '-2.000,00', '6.750,00'],
        ['04.03.2024', 'Indbetaling Hansen & Søn', '3.000,00', '9.660,00'],
      ]),
      'windows-1252',
    ),
  );

  it('imports a Windows-1252 CSV with the guessed mapping into a new company and shows the gap it has', async () => {
    const r = await run('bank', 'import', csv, '--company', 'Kunde ApS', '--data', data);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      imported: 3,
      alreadyThere: 0,
      balance: { ok: false, gaps: [{ from: '2024-03-03', to: '2024-03-04', difference: -90 }] },
    });
    const again = await run('bank', 'import', csv, '--company', 'Kunde ApS', '--data', data);
    expect(JSON.parse(again.out)).toMatchObject({ imported: 0, alreadyThere: 3 });
  });

  it('imports a camt.053 and lists the entries as JSON, with æøå intact', async () => {
    const xml = join(tmp.path, 'marts.xml');
    writeFileSync(
      xml,
      camt053({
        from: '2024-03-03',
        to: '2024-03-04',
        opening: 6750,
        closing: 9660,
        entries: [
          { date: '2024-03-03', amount: -90, text: 'Dankort Kaffe Ø', ref: 'B-301' },
          { date: '2024-03-04', amount: 3000, text: 'Faktura 77', party: 'Hansen & Søn', ref: 'B-401' },
        ],
      }),
    );
    const r = await run('bank', 'import', xml, '--company', 'Kunde ApS', '--data', data);
    expect(JSON.parse(r.out)).toEqual({ imported: 1, alreadyThere: 1, balance: { ok: true, gaps: [] } });
    const list = await run('bank', 'list', '--company', 'Kunde ApS', '--data', data);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out)).toEqual([
      {
        date: '2024-03-01',
        text: 'Overførsel Elektro Nord ApS',
        amount: -1250,
        currency: 'DKK',
        reference: null,
        counterparty: null,
        match: null,
      },
      {
        date: '2024-03-02',
        text: 'Løn Åse Sørensen',
        amount: -2000,
        currency: 'DKK',
        reference: null,
        counterparty: null,
        match: null,
      },
      {
        date: '2024-03-03',
        text: 'Dankort Kaffe Ø',
        amount: -90,
        currency: 'DKK',
        reference: 'B-301',
        counterparty: null,
        match: null,
      },
      {
        date: '2024-03-04',
        text: 'Indbetaling Hansen & Søn',
        amount: 3000,
        currency: 'DKK',
        reference: null,
        counterparty: 'Hansen & Søn',
        match: null,
      },
    ]);
  });

  it('says which columns to map when the guess is unsure, and reads a mapping file', async () => {
    const odd = join(tmp.path, 'odd.csv');
    writeFileSync(odd, 'A;B;C\nx;y;z\n');
    const r = await run('bank', 'import', odd, '--company', 'Other', '--data', data);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/could not tell which column holds the date, amount.*"A", "B", "C".*--mapping/s);
    const plain = join(tmp.path, 'plain.csv');
    writeFileSync(plain, 'When,What,How much\n2024-01-02,Fee,-10\n');
    const mapping = join(tmp.path, 'mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({ currency: 'EUR', columns: { date: 'When', text: 'What', amount: 'How much' } }),
    );
    const ok = await run('bank', 'import', plain, '--company', 'Other', '--data', data, '--mapping', mapping);
    expect(JSON.parse(ok.out)).toMatchObject({ imported: 1, alreadyThere: 0 });
  });
});
