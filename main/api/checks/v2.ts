import type { CreateDatasetRequest, Example, SuggestOptions } from '../types';
import { Problems, byteLength, checkLimit, describeValue, isRecord, isRfc3339 } from './collect';
import { DATASET_NAME_PATTERN } from '../../util/dataset-name';

/** Checks of v2 requests, with the patterns of the service's public API definitions. */

export const V2_NAME = DATASET_NAME_PATTERN;
export const V2_TAG = /^[A-Za-z0-9\s_.>-]*$/;
export const SUPPLIER_ID = /^[A-Za-z0-9]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkV2Name(problems: Problems, name: unknown, path: string, what: string): void {
  if (typeof name !== 'string' || name === '') {
    problems.add(path, `the ${what} needs a name`);
    return;
  }
  if (!V2_NAME.test(name)) {
    problems.add(
      path,
      `the ${what} name "${name}" may only use letters, digits and . _ > - (and must start with a letter, digit or .)`,
    );
  }
  if (byteLength(name) > 256) problems.add(path, `the ${what} name is longer than 256 bytes`);
}

/** Throws InvalidRequest unless `name` is a valid v2 dataset name. */
export function assertDatasetName(name: unknown): asserts name is string {
  const problems = new Problems();
  checkV2Name(problems, name, 'datasetName', 'dataset');
  problems.throwIfAny('the request');
}

export function checkCreateDataset(request: CreateDatasetRequest): void {
  const problems = new Problems();
  checkV2Name(problems, request.datasetName, 'datasetName', 'dataset');
  if (request.tags !== undefined) {
    if (!Array.isArray(request.tags)) problems.add('tags', 'tags must be a list of texts');
    else {
      request.tags.forEach((t, i) => {
        if (typeof t !== 'string' || !V2_TAG.test(t)) {
          problems.add(
            `tags[${i}]`,
            `tag ${describeValue(t)} may only use letters, digits, spaces and . _ > -`,
          );
        } else if (byteLength(t) > 64)
          problems.add(`tags[${i}]`, `tag "${t.slice(0, 20)}…" is longer than 64 bytes`);
      });
      if (new Set(request.tags).size !== request.tags.length) problems.add('tags', 'a tag is given twice');
    }
  }
  if (request.retentionPolicy !== undefined) {
    checkLimit(
      problems,
      'retentionPolicy.maxDays',
      request.retentionPolicy?.maxDays,
      'The number of days to keep examples',
    );
  }
  problems.throwIfAny(`the new dataset ${String(request.datasetName)}`);
}

/** Data holds exactly one of transaction, invoice, invoiceLine. */
export function checkData(problems: Problems, data: unknown, path: string, where: string): void {
  if (!isRecord(data)) {
    problems.add(path, `${where} has no data`);
    return;
  }
  const kinds = ['transaction', 'invoice', 'invoiceLine'].filter(
    (k) => data[k] !== undefined && data[k] !== null,
  );
  if (kinds.length !== 1) {
    problems.add(
      path,
      `${where} must hold exactly one of transaction, invoice or invoiceLine (it holds ${kinds.length || 'none'})`,
    );
    return;
  }
  const kind = kinds[0]!;
  const value = data[kind];
  if (!isRecord(value)) {
    problems.add(`${path}.${kind}`, `${where}: ${kind} must be an object`);
    return;
  }
  if (kind === 'transaction') {
    if (typeof value.text !== 'string')
      problems.add(`${path}.transaction.text`, `${where}: the bank transaction needs its text`);
    if (typeof value.amount !== 'number' || !Number.isFinite(value.amount)) {
      problems.add(`${path}.transaction.amount`, `${where}: the bank transaction needs an amount (a number)`);
    }
  } else if (kind === 'invoice') {
    if (typeof value.text !== 'string')
      problems.add(`${path}.invoice.text`, `${where}: the invoice needs its text`);
  } else {
    checkInvoiceLine(problems, value, `${path}.invoiceLine`, where);
  }
}

function checkInvoiceLine(
  problems: Problems,
  line: Record<string, unknown>,
  path: string,
  where: string,
): void {
  for (const k of ['itemId', 'text', 'customerRef'] as const) {
    if (line[k] !== undefined && line[k] !== null && typeof line[k] !== 'string')
      problems.add(`${path}.${k}`, `${where}: ${k} must be text`);
  }
  if (
    line.amount !== undefined &&
    line.amount !== null &&
    (typeof line.amount !== 'number' || !Number.isFinite(line.amount))
  ) {
    problems.add(`${path}.amount`, `${where}: amount must be a number`);
  }
  if (
    line.issueDate !== undefined &&
    line.issueDate !== null &&
    (typeof line.issueDate !== 'string' || !isRfc3339(line.issueDate))
  ) {
    problems.add(
      `${path}.issueDate`,
      `${where}: issueDate ${describeValue(line.issueDate)} must be a date and time like 2024-03-31T00:00:00Z`,
    );
  }
  const supplier = line.supplier;
  if (supplier !== undefined && supplier !== null) {
    if (!isRecord(supplier)) problems.add(`${path}.supplier`, `${where}: supplier must be an object`);
    else if (supplier.id !== undefined && supplier.id !== null) {
      const id = supplier.id;
      if (typeof id !== 'string' || !SUPPLIER_ID.test(id) || byteLength(id) > 64) {
        problems.add(
          `${path}.supplier.id`,
          `${where}: supplier id ${describeValue(id)} may only use letters and digits, at most 64 (no dashes: write a UUID without them)`,
        );
      }
    }
  }
}

export function checkExample(problems: Problems, example: unknown, i: number | null): void {
  const where = i === null ? 'the example' : `example ${i + 1}`;
  const path = i === null ? 'example' : `examples[${i}]`;
  if (!isRecord(example)) {
    problems.add(path, `${where} is not an object`);
    return;
  }
  checkData(problems, example.data, `${path}.data`, where);
  const values = example.targetValues;
  if (!Array.isArray(values) || values.length === 0) {
    problems.add(
      `${path}.targetValues`,
      `${where} needs at least one target value (what the bookkeeper chose)`,
    );
  } else {
    values.forEach((tv: unknown, j) => {
      const p = `${path}.targetValues[${j}]`;
      if (!isRecord(tv)) return problems.add(p, `${where}: target value ${j + 1} must be {name, value}`);
      checkV2Name(problems, tv.name, `${p}.name`, 'target');
      if (typeof tv.value !== 'string')
        problems.add(`${p}.value`, `${where}: the value of target ${String(tv.name)} must be text`);
    });
  }
  if (example.id !== undefined && (typeof example.id !== 'string' || !UUID.test(example.id))) {
    problems.add(`${path}.id`, `${where}: id ${describeValue(example.id)} must be a UUID`);
  }
}

export function checkExamples(examples: readonly Example[], dataset: string): void {
  const problems = new Problems();
  checkV2Name(problems, dataset, 'datasetName', 'dataset');
  examples.forEach((e, i) => checkExample(problems, e, i));
  problems.throwIfAny(`the examples for dataset ${dataset}`);
}

export function checkSuggest(
  dataset: unknown,
  inputs: readonly unknown[],
  options: SuggestOptions | undefined,
): void {
  const problems = new Problems();
  checkV2Name(problems, dataset, 'datasetName', 'dataset');
  if (inputs.length === 0) problems.add('inputs', 'give at least one item to suggest for');
  inputs.forEach((d, i) =>
    checkData(problems, d, inputs.length === 1 ? 'input' : `inputs[${i}]`, `item ${i + 1}`),
  );
  if (options !== undefined)
    checkLimit(problems, 'options.suggestLimit', options.suggestLimit, 'The suggestion limit');
  problems.throwIfAny(`the suggestion request for dataset ${String(dataset)}`);
}
