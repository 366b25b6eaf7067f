import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { bankCalls } from '../../preload/contract/bank';
import { importBankStatement, previewBankCsv } from '../documents/bank/import';
import { withStatementFile } from '../documents/bank/content';
import { BankStore } from '../documents/bank/store';

/** Bank statement import (a path, or the bytes from the browser) and the list of imported entries (open or booked). */
export function bankHandlers(app: KonteraApp): Pick<Handlers, keyof typeof bankCalls> {
  const store = new BankStore(app.db);
  return {
    'bank.previewCsv': ({ companyId, path, name, contentBase64, mapping }) => {
      app.companies.get(companyId);
      if (path !== undefined) return previewBankCsv(app.db, companyId, path, mapping);
      // The contract's refine guarantees name and content when there is no path.
      return withStatementFile({ name: name!, contentBase64: contentBase64! }, (file) =>
        previewBankCsv(app.db, companyId, file, mapping),
      );
    },
    'bank.import': ({ companyId, path, mapping }) => {
      app.companies.get(companyId);
      return importBankStatement(app.db, companyId, path, mapping);
    },
    'bank.importContent': ({ companyId, name, contentBase64, mapping }) => {
      app.companies.get(companyId);
      return withStatementFile({ name, contentBase64 }, (file) =>
        importBankStatement(app.db, companyId, file, mapping),
      );
    },
    'bank.list': ({ companyId, state, limit, offset }) => {
      app.companies.get(companyId);
      return store.list(companyId, state, limit, offset);
    },
  };
}
