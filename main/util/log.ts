/**
 * Where a module reports a failure nobody is waiting for (a background read, a watched folder, a
 * failed call): the app passes one in, tests pass their own. `err` is for the log only, never shown.
 */
export type Logger = (message: string, err?: unknown) => void;
