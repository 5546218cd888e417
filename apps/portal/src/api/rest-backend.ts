import type { BodyOf, ReplyOf } from '@admissions/api';
import { LOOKUP_CATEGORIES, type LookupCategory } from '@admissions/api/constants';
import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  UnauthorizedError,
  type ConversionStatus,
  type DocumentAnswer,
  type FormBackend,
  type LookupDetail,
  type LookupSuggestion,
} from '@admissions/form-engine';
import { portalClient, type ClientOptions } from './api-client.ts';

/**
 * The contract's conversion status is one the engine knows: a status added to the contract
 * fails to compile here until the engine's `ConversionStatus` has it too.
 */
const sameStatus = (status: ReplyOf<'GET /api/pdf/document-answer/:key'>): ConversionStatus =>
  status;

/** A category the server has: the engine passes any, the server answers 400 to others. */
const isCategory = (category: string): category is LookupCategory =>
  (LOOKUP_CATEGORIES as readonly string[]).includes(category);

/**
 * The form widgets' back end for this portal's server: the engine's {@link FormBackend} as the
 * REST calls of the specification (§7), over the portal's typed client (see `errorOf` for the
 * error behaviour). It lives here, not in the engine, because these calls are this server's;
 * another host implements `FormBackend` for its own.
 */
export function createRestBackend(options: ClientOptions = {}): FormBackend {
  const call = portalClient(options);
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  return {
    async saveAnswers(answers) {
      // An undefined value is no answer: JSON leaves it out, as the contract's body does.
      await call('PUT /api/answer', { body: answers as BodyOf<'PUT /api/answer'> });
    },
    presignedUrl: (answerKey) =>
      call('POST /api/presigned-url', { body: { answer_key: answerKey } }),
    async uploadFile(target, file, fileName) {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file, fileName);
      let response: Response;
      try {
        // Cookies go only to the portal's own origin (the embedded store): an S3 bucket on
        // another origin gets the signed policy and nothing else.
        response = await doFetch(target.url, {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
        });
      } catch {
        throw new BackendError(GENERIC_ERROR_MESSAGE, undefined);
      }
      // Object stores answer 204 with no body: only the status matters here.
      if (!response.ok)
        throw response.status === 401
          ? new UnauthorizedError(GENERIC_ERROR_MESSAGE, 401)
          : new BackendError(GENERIC_ERROR_MESSAGE, response.status);
    },
    async startConversion(key, upload) {
      await call('POST /api/pdf/document-answer/:key', { params: { key }, body: upload });
    },
    conversionStatus: async (key) =>
      sameStatus(await call('GET /api/pdf/document-answer/:key', { params: { key } })),
    async deleteConversion(key) {
      await call('DELETE /api/pdf/document-answer/:key', { params: { key } });
    },
    documentAnswers: async () =>
      (await call('GET /api/document-answer')) as Record<string, DocumentAnswer>,
    async deleteDocumentAnswer(key) {
      await call('DELETE /api/document-answer/:key', { params: { key } });
    },
    addAnotherCounts: () => call('GET /api/add-another'),
    async saveAddAnother(buttonId, count) {
      await call('PUT /api/add-another', { body: { button_id: buttonId, num_components: count } });
    },
    tabs: () => call('GET /api/tabs'),
    async saveTab(tabId, chosenTab) {
      await call('PUT /api/tabs', { body: { tab_id: tabId, chosen_tab: chosenTab } });
    },
    async findSuggestions(text, category, maxResults): Promise<LookupSuggestion[]> {
      if (!isCategory(category)) return [];
      try {
        const list = await call('GET /lookup/find', {
          query: { text, category, max_results: String(maxResults) },
        });
        return Array.isArray(list) ? (list as LookupSuggestion[]) : [];
      } catch {
        return []; // lookup failures are silent (specification §8)
      }
    },
    async findDetail(id, category): Promise<LookupDetail | undefined> {
      if (!isCategory(category)) return undefined;
      try {
        const detail = await call('GET /lookup/find', { query: { id, category } });
        return detail && typeof detail === 'object' && !Array.isArray(detail)
          ? (detail as LookupDetail)
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
