import type { Handlers } from './dispatch';
import type { KonteraApp } from '../app';
import type { documentsCalls } from '../../preload/contract/documents';
import { UserError } from '../util/errors';

/** The inbox calls: import, list, get, page pictures, questions and the bookkeeper's decisions. */
export function documentsHandlers(app: KonteraApp): Pick<Handlers, keyof typeof documentsCalls> {
  return {
    'documents.import': ({ companyId, name, contentBase64 }) => {
      const bytes = Buffer.from(contentBase64, 'base64');
      if (bytes.length === 0) throw new UserError('document_empty', `The file "${name}" is empty.`);
      return app.documents.importBytes(companyId, name, bytes, 'upload');
    },
    'documents.importPath': ({ companyId, path, source }) => {
      // The browser host has no business reading paths of the machine it serves from.
      if (app.host === 'browser')
        throw new UserError('not_allowed', 'In the browser, add documents by choosing or dropping the file.');
      return app.documents.importPath(companyId, path, source);
    },
    'documents.list': ({ companyId }) => app.documents.list(companyId),
    'documents.get': ({ id }) => app.documents.get(id),
    'documents.pageImage': ({ id, page, scale }) => app.documents.pageImage(id, page, scale),
    'documents.ask': ({ id, questions }) => app.documents.ask(id, questions),
    'documents.confirmAnswer': ({ answerId, answer }) => app.documents.confirmAnswer(answerId, answer),
    'documents.remove': ({ id }) => {
      app.documents.remove(id);
      return null;
    },
  };
}
