/**
 * A `FormBackend` over fetch for the widget tests, which answer its calls with msw: each method is
 * one request to the path the specification names (§7), so a test reads as the exchange the
 * portal has with its server. Not shipped: the engine has no REST client (a host implements
 * `FormBackend` for its own server; the portal's is apps/portal/src/api/rest-backend.ts).
 *
 * A reply that is not OK rejects with a `BackendError` carrying its `message` (else the generic
 * one), a network failure with one of no status; the lookups fail silently, as §8 asks.
 */
import { BackendError, GENERIC_ERROR_MESSAGE } from '../../src/backend/backend-error.ts';
import type { FormBackend } from '../../src/backend/form-backend.ts';

/** The back end of a server at `base` ("http://localhost"). */
export function httpBackend(base: string): FormBackend {
  const send = async (url: string, init: RequestInit): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch {
      throw new BackendError(GENERIC_ERROR_MESSAGE, undefined);
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (response.ok) return data;
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new BackendError(
      typeof message === 'string' ? message : GENERIC_ERROR_MESSAGE,
      response.status,
    );
  };
  const call = <T>(method: string, path: string, body?: unknown) =>
    send(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }) as Promise<T>;
  const document = (key: string) => `/api/pdf/document-answer/${encodeURIComponent(key)}`;
  const silently = <T>(lookup: Promise<T>, fallback: T) => lookup.catch(() => fallback);

  return {
    saveAnswers: async (answers) => void (await call('PUT', '/api/answer', answers)),
    presignedUrl: (answerKey) => call('POST', '/api/presigned-url', { answer_key: answerKey }),
    async uploadFile(target, file, fileName) {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file, fileName);
      await send(target.url, { method: 'POST', body: form });
    },
    startConversion: async (key, upload) => void (await call('POST', document(key), upload)),
    conversionStatus: (key) => call('GET', document(key)),
    deleteConversion: async (key) => void (await call('DELETE', document(key))),
    documentAnswers: () => call('GET', '/api/document-answer'),
    deleteDocumentAnswer: async (key) =>
      void (await call('DELETE', `/api/document-answer/${encodeURIComponent(key)}`)),
    addAnotherCounts: () => call('GET', '/api/add-another'),
    saveAddAnother: async (buttonId, count) =>
      void (await call('PUT', '/api/add-another', { button_id: buttonId, num_components: count })),
    tabs: () => call('GET', '/api/tabs'),
    saveTab: async (tabId, chosenTab) =>
      void (await call('PUT', '/api/tabs', { tab_id: tabId, chosen_tab: chosenTab })),
    findSuggestions: (text, category, maxResults) =>
      silently(
        call<[]>(
          'GET',
          `/lookup/find?${new URLSearchParams({ text, category, max_results: String(maxResults) })}`,
        ),
        [],
      ),
    findDetail: (id, category) =>
      silently(call('GET', `/lookup/find?${new URLSearchParams({ id, category })}`), undefined),
  };
}
