import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { bankCalls } from '../../preload/contract/bank';
import { refuseHostPath } from './host-paths';

const bytesOf = (contentBase64: string) => Buffer.from(contentBase64, 'base64');

/** The bank area's calls: statements in (a path, bytes, or a statement waiting for its mapping), entries, balances, matches. */
export function bankHandlers(app: KonteraApp): Pick<Handlers, keyof typeof bankCalls> {
  const bank = app.bank;
  return {
    'bank.previewCsv': ({ companyId, path, name, contentBase64, pendingId, mapping }) => {
      if (path !== undefined) {
        refuseHostPath(app, 'choose or drop the statement file instead');
        return bank.previewPath(companyId, path, mapping);
      }
      if (pendingId !== undefined) return bank.previewPending(companyId, pendingId, mapping);
      // The contract's refine guarantees name and content when there is neither path nor pendingId.
      return bank.previewCsv(companyId, name!, bytesOf(contentBase64!), mapping);
    },
    'bank.import': ({ companyId, path, mapping }) => {
      refuseHostPath(app, 'choose or drop the statement file instead');
      return bank.importPath(companyId, path, mapping);
    },
    'bank.importContent': ({ companyId, name, contentBase64, mapping }) =>
      bank.importBytes(companyId, name, bytesOf(contentBase64), mapping),
    'bank.hold': ({ companyId, name, contentBase64 }) => bank.hold(companyId, name, bytesOf(contentBase64)),
    'bank.pending': ({ companyId }) => bank.listPending(companyId),
    'bank.importPending': ({ companyId, pendingId, mapping }) =>
      bank.importPending(companyId, pendingId, mapping),
    'bank.dropPending': ({ companyId, pendingId }) => {
      bank.dropPending(companyId, pendingId);
      return null;
    },
    'bank.list': ({ companyId, state, limit, offset }) => bank.list(companyId, state, limit, offset),
    'bank.statements': ({ companyId }) => bank.listStatements(companyId),
    'bank.balance': ({ companyId }) => bank.balance(companyId),
    'bank.setBalances': ({ companyId, statementId, opening, closing }) =>
      bank.setBalances(companyId, statementId, opening, closing),
    'bank.suggestMatches': ({ companyId }) => bank.suggestMatches(companyId),
    'bank.acceptMatch': ({ companyId, entryId, invoices }) => bank.acceptMatch(companyId, entryId, invoices),
    'bank.unmatch': ({ companyId, entryId }) => bank.unmatch(companyId, entryId),
  };
}
