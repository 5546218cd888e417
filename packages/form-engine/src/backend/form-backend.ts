import type { Answers } from '../core/definition/index.ts';
import type { DocumentAnswer, DocumentStatus } from '../core/store/form-store.ts';

/** A lookup suggestion: `text` is shown (and stored when chosen), `sub_text` under it. */
export interface LookupSuggestion {
  readonly text: string;
  readonly id: string;
  readonly sub_text?: string;
}

/**
 * A lookup detail: its fields by name. An autocomplete's `relatedFields` copy some of them into
 * answers, its `valueFrom` names the one its own answer takes.
 */
export type LookupDetail = Readonly<Record<string, string>>;

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
 * Everything the widgets ask of a back end: saving answers, files (a presigned POST, then a
 * conversion to PDF), add-another counts, tab choices and look-ups. Implement it for your server
 * (the portal's, over its REST API, is apps/portal/src/api/rest-backend.ts), or leave it out:
 * `<Form>` needs none. The comments name the portal's calls as an example. Failures reject with a
 * {@link BackendError}, except the lookups, which fail silently (an empty list, no detail).
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
  /**
   * Suggestions for `text` in an autocomplete's `category` (a directory named by the definition,
   * e.g. `GET /lookup/find?text=&category=&max_results=`); an empty list on any failure.
   */
  findSuggestions(text: string, category: string, maxResults: number): Promise<LookupSuggestion[]>;
  /** The detail of a suggestion (`GET /lookup/find?id=&category=`); undefined on any failure. */
  findDetail(id: string, category: string): Promise<LookupDetail | undefined>;
}
