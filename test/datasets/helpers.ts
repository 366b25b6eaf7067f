import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resourcesDir } from '../../main/util/paths';

/** Decodes a .pb file with protoc (Debian protobuf-compiler), an implementation independent of ours. */
export function protocDecode(file: string, message: 'Dataset' | 'ScannedInvoiceDataset'): string {
  return execFileSync(
    'protoc',
    [`--proto_path=${resourcesDir('proto')}`, `--decode=kontera.dataset.${message}`, 'dataset.proto'],
    {
      input: readFileSync(file),
      encoding: 'utf8',
    },
  );
}

export const EIL_CSV = [
  'Date;Supplier;Supplier name;Text;Amount;Currency;Account;VAT',
  '01.03.2024;1001;Office Supplies A/S;Printer paper A4;1.234,50;DKK;4010;I25',
  '02.03.2024;1002;Kaffe & Co;Coffee beans;-89,00;DKK;4020;I25',
  '03.03.2024;1001;Office Supplies A/S;"Toner, black";560,00;DKK;4010;I25',
].join('\n');

export const EIL_MAPPING = {
  delimiter: ';',
  decimal: ',',
  dateFormat: 'DD.MM.YYYY',
  columns: {
    issue_date: 'Date',
    supplier_id: 'Supplier',
    supplier_name: 'Supplier name',
    line_text: 'Text',
    total: 'Amount',
    currency: 'Currency',
  },
  targets: { account: 'Account', vat_code: 'VAT' },
};
