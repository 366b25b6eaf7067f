import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { draftsCalls } from '../../preload/contract/drafts';
import { journalFile } from '../booking/journal';

/** Invoice drafts of the inbox's documents, their corrections, and the journal export. */
export function draftsHandlers(app: KonteraApp): Pick<Handlers, keyof typeof draftsCalls> {
  const drafts = app.documents.drafts;
  return {
    'drafts.list': ({ companyId }) => {
      app.companies.get(companyId);
      return drafts.list(companyId);
    },
    'drafts.get': ({ documentId }) => drafts.get(documentId),
    'drafts.suggestHeader': ({ documentId }) => app.headerModel.suggest(documentId),
    'drafts.correct': async ({ documentId, field, value }) => {
      const view = await drafts.correct(documentId, field, value);
      app.headerModel.draftCorrected(view);
      return view;
    },
    'journal.export': ({ companyId, from, to, format }) => {
      const company = app.companies.get(companyId);
      return journalFile(app.db, app.learning.chart, {
        companyId,
        companyName: company.name,
        from,
        to,
        format,
      });
    },
  };
}
