import type { DraftField } from '../../../preload/contract/drafts';

/** The question the document service is given feedback under, per corrected field. */
export const FIELD_QUESTIONS: Record<DraftField, string> = {
  supplierName: 'What is the name of the supplier?',
  supplierVatNumber: "What is the supplier's VAT number?",
  receiverName: 'Who is the invoice addressed to?',
  receiverVatNumber: "What is the customer's VAT number?",
  invoiceNumber: 'What is the invoice number?',
  issueDate: 'What is the invoice date?',
  dueDate: 'When is the payment due?',
  currency: 'What is the currency?',
  net: 'What is the total excluding VAT?',
  vat: 'What is the VAT amount?',
  gross: 'What is the total including VAT?',
  due: 'What is the amount due?',
};
