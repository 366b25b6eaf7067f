import { z } from 'zod';
import { EIL_KEYS } from '../api/types';
import { DATE_FORMATS } from '../../preload/contract/date-formats';
import type { DatasetKind } from './types';

/** Fields of an EIL line a CSV column can fill: the interface's names, as the API client sends them. */
export const EIL_FIELDS = EIL_KEYS;
export type EilField = (typeof EIL_FIELDS)[number];

export { DATE_FORMATS, type DateFormat } from '../../preload/contract/date-formats';

const header = z.string().trim().min(1, 'a column name is empty').max(200);
const targetName = z.string().trim().min(1, 'a target name is empty').max(100);

const formatOptions = {
  /** One character; left out, it is guessed from the header line (, ; tab |). */
  delimiter: z.string().length(1).optional(),
  encoding: z.enum(['utf8', 'latin1']).default('utf8'),
  /** The decimal separator of amounts: ERP exports in Europe often use a comma. */
  decimal: z.enum(['.', ',']).default('.'),
  dateFormat: z.enum(DATE_FORMATS).default('auto'),
  /** Target name -> CSV column, e.g. {"account": "Konto", "vat_code": "Momskode"}. */
  targets: z
    .record(targetName, header)
    .refine((t) => Object.keys(t).length > 0, 'map at least one target column (e.g. the account)'),
};

export const eilMappingSchema = z
  .object({
    kind: z.literal('eil').default('eil'),
    /** Dataset field -> CSV column. supplier_id is required by the service. */
    columns: z
      .partialRecord(z.enum(EIL_FIELDS), header)
      .refine((c) => c.supplier_id !== undefined, 'map a column to supplier_id'),
    ...formatOptions,
  })
  .strict();

export const scannedMappingSchema = z
  .object({
    kind: z.literal('scanned-invoice'),
    columns: z
      .object({
        /** One or more columns; each cell may hold several texts on separate lines. */
        text: z.union([header, z.array(header).min(1)]),
        timestamp: header,
      })
      .strict(),
    ...formatOptions,
  })
  .strict();

export type EilMapping = z.output<typeof eilMappingSchema>;
export type ScannedMapping = z.output<typeof scannedMappingSchema>;
export type ColumnMapping = EilMapping | ScannedMapping;
export type MappingInput = z.input<typeof eilMappingSchema> | z.input<typeof scannedMappingSchema>;

export const mappingSchema = z.union([eilMappingSchema, scannedMappingSchema]);

/** Parses a mapping for the given kind; the `kind` inside a mapping file may be left out. */
export function parseMapping(kind: DatasetKind, raw: unknown): z.ZodSafeParseResult<ColumnMapping> {
  const withKind = raw && typeof raw === 'object' && !Array.isArray(raw) ? { kind, ...raw } : raw;
  return kind === 'eil' ? eilMappingSchema.safeParse(withKind) : scannedMappingSchema.safeParse(withKind);
}

/** Every CSV column a mapping reads. */
export function mappedColumns(mapping: ColumnMapping): string[] {
  const cols: string[] =
    mapping.kind === 'eil'
      ? Object.values(mapping.columns).filter((c): c is string => typeof c === 'string')
      : [
          ...(Array.isArray(mapping.columns.text) ? mapping.columns.text : [mapping.columns.text]),
          mapping.columns.timestamp,
        ];
  return [...new Set([...cols, ...Object.values(mapping.targets)])];
}

const GUESSES: [RegExp, EilField | 'target:account' | 'target:vat_code'][] = [
  [
    /^(line[ _-]?)?(text|description|beskrivelse|tekst|posteringstekst|bezeichnung|omschrijving)$/i,
    'line_text',
  ],
  [
    /^(supplier|vendor|creditor|kreditor|leverand[oø]r|lieferant|leverancier)[ _-]?(id|no|nr|number|nummer)?$/i,
    'supplier_id',
  ],
  [/^(supplier|vendor|leverand[oø]r)[ _-]?name|navn$/i, 'supplier_name'],
  [/^(amount|total|bel[oø]b|betrag|bedrag|sum)$/i, 'total'],
  [/^(date|dato|datum|issue[ _-]?date|bilagsdato|invoice[ _-]?date)$/i, 'issue_date'],
  [/^(currency|valuta|w[aä]hrung)$/i, 'currency'],
  [/^(account|konto|gl[ _-]?account|finanskonto|grootboek)$/i, 'target:account'],
  [/^(vat|vat[ _-]?code|moms|momskode|mwst|btw)$/i, 'target:vat_code'],
];

/** A first guess at the mapping from header names, for the mapping step to start from. */
export function guessEilMapping(headers: string[]): MappingInput {
  const columns: Partial<Record<EilField, string>> = {};
  const targets: Record<string, string> = {};
  for (const h of headers) {
    const hit = GUESSES.find(([re]) => re.test(h.trim()));
    if (!hit) continue;
    const [, field] = hit;
    if (field.startsWith('target:')) targets[field.slice(7)] ??= h;
    else columns[field as EilField] ??= h;
  }
  return { kind: 'eil', columns, targets };
}
