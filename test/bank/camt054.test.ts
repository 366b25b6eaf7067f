import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import type { BankImportView, BankListView } from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';
import { camt053 } from './statements';

const tmp = tempDir('kontera-bank-camt054-');
let app: KonteraApp;
const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);
const b64 = (text: string) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

/** The day's debit/credit notification (camt.054) of a payment, as a bank sends it before the statement. */
const notification = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>N1</MsgId><CreDtTm>2024-03-04T12:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N-1</Id><CreDtTm>2024-03-04T12:00:00</CreDtTm><Acct><Id><IBAN>DK5000400440116243</IBAN></Id><Ccy>DKK</Ccy></Acct>
<Ntry><NtryRef>B-401</NtryRef><Amt Ccy="DKK">3000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-03-04</Dt></BookgDt><AcctSvcrRef>B-401</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Hansen &amp; Søn</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Faktura 77</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;

describe('camt.054 notifications', () => {
  it('import as camt054 entries, and the later camt.053 statement does not add the same payment twice', async () => {
    const companyId = app.companies.create('Notified ApS').id;
    const first = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'notification.xml',
      contentBase64: b64(notification),
    });
    expect(first).toMatchObject({ format: 'camt054', imported: 1, alreadyThere: 0 });
    const statement = camt053({
      from: '2024-03-04',
      to: '2024-03-04',
      opening: 1000,
      closing: 3900,
      entries: [
        { date: '2024-03-04', amount: 3000, text: 'Faktura 77', party: 'Hansen & Søn', ref: 'B-401' },
        { date: '2024-03-04', amount: -100, text: 'Gebyr', ref: 'B-402' },
      ],
    });
    const second = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'statement.xml',
      contentBase64: b64(statement),
    });
    expect(second).toMatchObject({ imported: 1, alreadyThere: 1, balance: { ok: true } });
    const list = await call<BankListView>('bank.list', { companyId, state: 'all' });
    expect(list.entries.map((e) => [e.source, e.amount, e.counterparty]).sort()).toEqual([
      ['camt053', -100, null],
      ['camt054', 3000, 'Hansen & Søn'],
    ]);
  });
});
