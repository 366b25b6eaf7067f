import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { filesCalls, OpenPurpose } from '../../preload/contract/files';
import { UserError } from '../util/errors';

/** What each chooser shows: a folder or files, one or several, and which file types. */
const OPEN: Record<
  OpenPurpose,
  { title: string; folder: boolean; multiple: boolean; filters: { name: string; extensions: string[] }[] }
> = {
  history: {
    title: 'Choose the bookings exported from your accounting program',
    folder: false,
    multiple: false,
    filters: [{ name: 'CSV files', extensions: ['csv', 'txt'] }],
  },
  'watch-folder': { title: 'Choose the folder to watch', folder: true, multiple: false, filters: [] },
};

/**
 * The desktop app's native file choosers (the shell provides them). The browser host has none: a
 * path there would name files of the machine Kontera runs on, so its window uploads and downloads.
 */
export function filesHandlers(app: KonteraApp): Pick<Handlers, keyof typeof filesCalls> {
  const dialogs = () => {
    if (!app.dialogs)
      throw new UserError(
        'not_allowed',
        'In the browser, choose files with the browser: Kontera does not open file dialogs of the computer it runs on.',
      );
    return app.dialogs;
  };
  return {
    'files.open': ({ purpose, title }) => {
      const spec = OPEN[purpose];
      return dialogs().open({ ...spec, title: title ?? spec.title });
    },
    'files.save': async ({ purpose, name, title }) => {
      const path = await dialogs().save({
        title: title ?? 'Save the dataset',
        defaultName: name,
        filters: purpose === 'dataset' ? [{ name: 'Datasets', extensions: ['pb'] }] : [],
      });
      // Some desktops leave the type's extension off a name typed without it: a dataset is a .pb.
      return path !== null && purpose === 'dataset' && !path.endsWith('.pb') ? `${path}.pb` : path;
    },
  };
}
