import type { Answers } from '../core/definition/index.ts';
import type { DocumentAnswer, DocumentStatus } from '../core/store/form-store.ts';

/** A lookup suggestion (`GET /lookup/find?text=…`). */
export interface LookupSuggestion {
  readonly text: string;
  readonly id: string;
  readonly sub_text?: string;
}

/** A lookup detail (`GET /lookup/find?id=…`): fields by lookup name, plus name or address_line_1. */
export type LookupDetail = Readonly<Record<string, string>>;

/** Autocomplete directories. */
export type LookupCategory = 'college_ceeb' | 'hs_ceeb' | 'address';

/** Where and how to send a file: a presigned POST. */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** A document conversion's status. */
export interface ConversionStatus {
  readonly status: DocumentStatus;
  readonly url?: string;
  readonly message?: string;
}

/**
 * Everything the widgets ask of a back end: the documented REST calls of the specification
 * (§7). `createRestBackend` implements them over fetch; another university can supply its own.
 * Failures reject with a {@link BackendError}, except the lookups, which fail silently as the
 * specification requires.
 */
export interface FormBackend {
  /** `PUT /api/answer`: saves (merges) answers. */
  saveAnswers(answers: Answers): Promise<void>;
  /** `POST /api/presigned-url`. */
  presignedUrl(answerKey: string): Promise<PresignedPost>;
  /** `POST <url>`: multipart form data, the returned fields then the file. */
  uploadFile(target: PresignedPost, file: Blob, fileName: string): Promise<void>;
  /** `POST /api/pdf/document-answer/<key>`. */
  startConversion(key: string, upload: { file_key: string; file_name: string }): Promise<void>;
  /** `GET /api/pdf/document-answer/<key>`. */
  conversionStatus(key: string): Promise<ConversionStatus>;
  /** `DELETE /api/pdf/document-answer/<key>`. */
  deleteConversion(key: string): Promise<void>;
  /** `GET /api/document-answer`. */
  documentAnswers(): Promise<Record<string, DocumentAnswer>>;
  /** `DELETE /api/document-answer/<key>`. */
  deleteDocumentAnswer(key: string): Promise<void>;
  /** `GET /api/add-another`: count per button id. */
  addAnotherCounts(): Promise<Record<string, number>>;
  /** `PUT /api/add-another`. */
  saveAddAnother(buttonId: string, count: number): Promise<void>;
  /** `GET /api/tabs`: chosen tab per tab id. */
  tabs(): Promise<Record<string, string>>;
  /** `PUT /api/tabs`. */
  saveTab(tabId: string, chosenTab: string): Promise<void>;
  /** `GET /lookup/find?text=&category=&max_results=`; an empty list on any failure. */
  findSuggestions(
    text: string,
    category: LookupCategory,
    maxResults: number,
  ): Promise<LookupSuggestion[]>;
  /** `GET /lookup/find?id=&category=`; undefined on any failure. */
  findDetail(id: string, category: LookupCategory): Promise<LookupDetail | undefined>;
}
