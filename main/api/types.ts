import type { Confidence } from '../util/confidence';
/**
 * Payloads of the interface (spec/interface.md, gaps from spec/public-api-facts.md). Legacy routes
 * keep the service's snake_case keys; v2 and the document service use the gateway's camelCase.
 */

// ---- legacy: common prediction answer -------------------------------------------------------------

export type Suggestion = { confidence: number; label: string };
/** One entry per input item: target name -> ranked suggestions. */
export type TargetSuggestions = Record<string, Suggestion[]>;
export type PredictResponse = { predictions: TargetSuggestions[] };
export type PredictOptions = { suggestion_limit?: number };

// ---- legacy: electronic invoice line ---------------------------------------------------------------

export type EilRecord = {
  issue_date: string | null;
  currency: string | null;
  supplier_id: string;
  supplier_name: string | null;
  supplier_global_id: string | null;
  customer_ref: string | null;
  total: number | null;
  line_text: string | null;
  line_id: string | null;
};
export const EIL_KEYS = [
  'issue_date',
  'currency',
  'supplier_id',
  'supplier_name',
  'supplier_global_id',
  'customer_ref',
  'total',
  'line_text',
  'line_id',
] as const satisfies readonly (keyof EilRecord)[];

/** As sent: the EIL example spells the list `inputs`. */
export type EilRequest = { inputs: EilRecord[]; targets: string[]; options?: PredictOptions };

// ---- legacy: bank ----------------------------------------------------------------------------------

export type BankPredictionItem = {
  amount: number;
  text: string;
  accountNumber?: number;
  entryType?: number;
  timestamp?: number;
};
export type BankTrainingItem = {
  accountNumber: number;
  amount: number;
  entryType: number;
  text: string;
  timestamp: number;
};
export type BankRequest = { prediction_data: BankPredictionItem[]; training_data: BankTrainingItem[] };
export type BankSuggestion = { label: { accountNumber: number; entryType: number }; probability: number };
export type BankResponse = { predictions: BankSuggestion[] };

// ---- legacy: scanned invoice -----------------------------------------------------------------------

export type ScannedInvoiceItem = { text: string[] };
/** As sent: scanned invoice spells the list `input`. */
export type ScannedInvoiceRequest = {
  input: ScannedInvoiceItem[];
  targets: string[];
  options?: PredictOptions;
};
/**
 * Which of the three documented paths: `dataset` = /v1/dataset/{name}/predict, `short` =
 * /v1/{name}/predict, `none` = /v1/predict (no dataset in the path).
 */
export type ScannedInvoicePathForm = 'dataset' | 'short' | 'none';

// ---- legacy: product info --------------------------------------------------------------------------

export type ProductInfoLanguage = 'da' | 'se';
export type ProductInfoRequest = { input: string[]; language: ProductInfoLanguage };
export type ProductInfoSuggestion = { confidence: number; label: { unit: string; unit_type: string } };
export type ProductInfoResponse = { predictions: ProductInfoSuggestion[][] };

// ---- legacy: supplier name -------------------------------------------------------------------------

export type SupplierRegion = 'se' | 'no' | 'nl';
export type SupplierNameRequest = {
  prediction_data: { supplier_name: string }[];
  options: { suggestion_limit: number; class_filter: string[] | null };
};
export type SupplierNameResult = { known_supplier: boolean; suggestions: { class: string; proba: number }[] };
export type SupplierNameResponse = { result: SupplierNameResult[] };

// ---- v2 --------------------------------------------------------------------------------------------

export type CreateDatasetRequest = {
  datasetName: string;
  tags?: string[];
  retentionPolicy?: { maxDays: number };
};
export type TrainingStatus = 'SCHEDULED' | 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
export type Dataset = {
  name: string;
  type?: string;
  tags?: string[];
  targets?: unknown[];
  retentionPolicy?: { maxDays?: number } | null;
  createdAt?: string;
  updatedAt?: string;
  size?: number | string;
  truncatedAt?: string | null;
  [extra: string]: unknown;
};

export type Transaction = { text: string; amount: number };
export type Invoice = { text: string };
export type InvoiceLine = {
  itemId?: string;
  text?: string;
  issueDate?: string;
  supplier?: { id?: string; name?: string; globalId?: string };
  customerRef?: string;
  amount?: number;
};
/** Exactly one of the three. */
export type ExampleData = { transaction: Transaction } | { invoice: Invoice } | { invoiceLine: InvoiceLine };
export type TargetValue = { name: string; value: string };
export type Example = { data: ExampleData; targetValues: TargetValue[]; id?: string };

export type { Confidence, ConfidenceLevel } from '../util/confidence';
export type Candidate = { value: string; confidence: Confidence };
export type Prediction = { targets: { name: string; candidates: Candidate[] }[] };
export type SuggestOptions = { suggestLimit?: number };
export type SuggestResponse = { prediction: Prediction; model?: unknown };
export type BatchSuggestResponse = { predictions: Prediction[]; model?: unknown };

// ---- document service ------------------------------------------------------------------------------

/** A document by address or by its bytes (sent base64). */
export type DocumentInput = { httpUri: string } | { content: Uint8Array | string };
export type Feature = { type: string; maxResults?: number; minConfidence?: number };
export type AnswerCandidate = { question: string; answer?: string; confidence: Confidence; pageRef: number };
export type FeatureCandidate = {
  value: string;
  text?: string;
  confidence: Confidence;
  boundingBox?: unknown;
  pageRef: number;
};
export type AnnotateRequest = {
  document: DocumentInput;
  features?: Feature[];
  questions?: string[];
  tier?: string;
  tags?: string[];
};
export type AnnotateResponse = {
  feedbackId?: string;
  documentMetadata?: { pageCount?: number };
  answers?: AnswerCandidate[];
  /** Feature results, named after the feature in camelCase (`totalVat`...). */
  [feature: string]: unknown;
};
export type AnswerQuestionResponse = { answers: AnswerCandidate[] };
export type FeedbackAnswer = { question: string; answer: string; pageRef: number };
export type FeedbackRequest = {
  id: string;
  tags?: string[];
  trueValues: { answers: FeedbackAnswer[]; [other: string]: unknown };
};
