import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { datasetsCalls } from '../../preload/contract/datasets';
import { DATASET_KINDS } from '../datasets/types';
import { legacyDatasetName } from '../datasets/service';
import { storageSettingsSchema } from '../datasets/storage-config';
import { UserError } from '../util/errors';
import { refuseHostPath } from './host-paths';
import { describeIssues } from '../util/describe-issues';

/** Datasets view: history import with mapping preview, export, upload, storage keys, training status. */
export function datasetsHandlers(app: KonteraApp): Pick<Handlers, keyof typeof datasetsCalls> {
  const ds = app.datasets;
  return {
    'datasets.overview': ({ companyId }) => {
      const company = app.companies.get(companyId);
      return DATASET_KINDS.map((kind) => ({
        kind,
        dataset: legacyDatasetName(company.slug, kind),
        historyLines: ds.historyCount(companyId, kind),
        training: ds.trainingStatus(companyId, kind),
      }));
    },
    // Paths name files of the machine Kontera runs on: only Electron's dialogs and the CLI give them.
    'datasets.previewCsv': ({ companyId, kind, path }) => {
      refuseHostPath(app, 'run the history import in the desktop app or with `kontera dataset import`');
      return ds.previewCsv(companyId, kind, path);
    },
    'datasets.importCsv': ({ companyId, kind, path, mapping }) => {
      refuseHostPath(app, 'run the history import in the desktop app or with `kontera dataset import`');
      return ds.importCsv(companyId, kind, path, mapping);
    },
    'datasets.export': ({ companyId, kind, path }) => {
      refuseHostPath(app, 'export in the desktop app or with `kontera dataset export`');
      return ds.export(companyId, kind, path);
    },
    'datasets.upload': ({ companyId, kind }) => ds.upload(companyId, kind),
    'datasets.cancel': ({ companyId, kind }) => ds.cancel(companyId, kind),
    'datasets.trainingStatus': ({ companyId, kind, recheck }) =>
      ds.trainingStatus(companyId, kind, recheck ?? false),
    'datasets.storage': () => ds.storageView(),
    'datasets.setStorage': (args) => {
      const parsed = storageSettingsSchema.safeParse(args);
      if (!parsed.success)
        throw new UserError(
          'invalid_argument',
          `The storage settings are not valid: ${describeIssues(parsed.error)}.`,
        );
      return ds.setStorageSettings(parsed.data);
    },
    'datasets.setStorageCredentials': ({ environment, accessKeyId, secretAccessKey }) =>
      ds.setStorageCredentials(environment, { accessKeyId, secretAccessKey }),
    'datasets.clearStorageCredentials': ({ environment }) => ds.clearStorageCredentials(environment),
  };
}
