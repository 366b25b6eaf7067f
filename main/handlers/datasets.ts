import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import { DATASET_KINDS, type datasetsCalls } from '../../preload/contract/datasets';
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
    // The browser window uploads the file (…Content) and downloads the export (exportFile) instead.
    'datasets.previewCsv': ({ companyId, kind, path }) => {
      refuseHostPath(app, 'choose the CSV file to upload it');
      return ds.previewCsv(companyId, kind, path);
    },
    'datasets.importCsv': ({ companyId, kind, path, mapping }) => {
      refuseHostPath(app, 'choose the CSV file to upload it');
      return ds.importCsv(companyId, kind, path, mapping);
    },
    'datasets.previewCsvContent': ({ companyId, kind, name, contentBase64 }) =>
      ds.previewCsvContent(companyId, kind, name, Buffer.from(contentBase64, 'base64')),
    'datasets.importCsvContent': ({ companyId, kind, name, contentBase64, mapping }) =>
      ds.importCsvContent(companyId, kind, name, Buffer.from(contentBase64, 'base64'), mapping),
    'datasets.export': ({ companyId, kind, path }) => {
      refuseHostPath(app, 'export downloads the file instead');
      return ds.export(companyId, kind, path);
    },
    'datasets.exportFile': ({ companyId, kind }) => ds.exportFile(companyId, kind),
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
