import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  UnauthorizedError,
  type Answers,
  type ConversionStatus,
  type DocumentAnswer,
  type FormBackend,
  type LookupDetail,
  type LookupSuggestion,
  type PresignedPost,
} from '@admissions/form-engine';
import { createJsonClient, type RestBackendOptions } from './json-client.ts';

/**
 * The form widgets' back end for this portal's server: the engine's {@link FormBackend} as the
 * REST calls of the specification (§7) over fetch (see {@link createJsonClient} for the error
 * behaviour). Cookies travel with every call. It lives here, not in the engine, because these
 * paths are this server's; another host implements `FormBackend` for its own.
 */
export function createRestBackend(options: RestBackendOptions = {}): FormBackend {
  const call = createJsonClient(options);
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  const key = (k: string) => encodeURIComponent(k);

  return {
    async saveAnswers(answers: Answers) {
      await call('PUT', '/api/answer', answers);
    },
    presignedUrl: (answerKey) =>
      call<PresignedPost>('POST', '/api/presigned-url', { answer_key: answerKey }),
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
    async startConversion(k, upload) {
      await call('POST', `/api/pdf/document-answer/${key(k)}`, upload);
    },
    conversionStatus: (k) => call<ConversionStatus>('GET', `/api/pdf/document-answer/${key(k)}`),
    async deleteConversion(k) {
      await call('DELETE', `/api/pdf/document-answer/${key(k)}`);
    },
    documentAnswers: () => call<Record<string, DocumentAnswer>>('GET', '/api/document-answer'),
    async deleteDocumentAnswer(k) {
      await call('DELETE', `/api/document-answer/${key(k)}`);
    },
    addAnotherCounts: () => call<Record<string, number>>('GET', '/api/add-another'),
    async saveAddAnother(buttonId, count) {
      await call('PUT', '/api/add-another', { button_id: buttonId, num_components: count });
    },
    tabs: () => call<Record<string, string>>('GET', '/api/tabs'),
    async saveTab(tabId, chosenTab) {
      await call('PUT', '/api/tabs', { tab_id: tabId, chosen_tab: chosenTab });
    },
    async findSuggestions(text, category, maxResults): Promise<LookupSuggestion[]> {
      const query = new URLSearchParams({ text, category, max_results: String(maxResults) });
      try {
        const list = await call<unknown>('GET', `/lookup/find?${query}`);
        return Array.isArray(list) ? (list as LookupSuggestion[]) : [];
      } catch {
        return []; // lookup failures are silent (specification §8)
      }
    },
    async findDetail(id, category): Promise<LookupDetail | undefined> {
      try {
        const detail = await call<unknown>(
          'GET',
          `/lookup/find?${new URLSearchParams({ id, category })}`,
        );
        return detail && typeof detail === 'object' && !Array.isArray(detail)
          ? (detail as LookupDetail)
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
