/**
 * The interface's dataset-name pattern, `^[A-Za-z0-9.][A-Za-z0-9_.>-]*$`: the local engine checks
 * names with it, the API client checks before sending, and company slugs are made to fit it.
 */
export const DATASET_NAME_PATTERN = /^[A-Za-z0-9.][A-Za-z0-9_.>-]*$/;
