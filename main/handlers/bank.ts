import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { bankCalls } from '../../preload/contract/bank';
import { importBankStatement, previewBankCsv } from '../documents/bank/import';
import { BankStore } from '../documents/bank/store';

/** Bank statement import and the list of imported entries (open or booked). */
export function bankHandlers(app: KonteraApp): Pick<Handlers, keyof typeof bankCalls> {
  const store = new BankStore(app.db);
  return {
    'bank.previewCsv': ({ companyId, path }) => {
      app.companies.get(companyId);
      return previewBankCsv(app.db, companyId, path);
    },
    'bank.import': ({ companyId, path, mapping }) => {
      app.companies.get(companyId);
      return importBankStatement(app.db, companyId, path, mapping);
    },
    'bank.list': ({ companyId, state, limit, offset }) => {
      app.companies.get(companyId);
      return store.list(companyId, state, limit, offset);
    },
  };
}
