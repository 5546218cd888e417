import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from '@admissions/form-engine';
import { createRestBackend } from '../../src/api/rest-backend.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const backend = createRestBackend({ baseUrl: 'http://localhost' });

describe('the REST back end', () => {
  it('sends the documented calls with their payloads', async () => {
    const seen: string[] = [];
    server.use(
      http.all('http://localhost/*', async ({ request }) => {
        const body =
          request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
        seen.push(
          `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search} ${body}`,
        );
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await backend.saveAnswers({ first_name: 'Ada' });
    await backend.saveAddAnother('colleges', 2);
    await backend.saveTab('personal_statement', 'document');
    await backend.startConversion('personal statement', { file_key: 'k1', file_name: 'a.pdf' });
    await backend.deleteConversion('doc');
    await backend.deleteDocumentAnswer('doc');
    await backend.findSuggestions('Ohio', 'college_ceeb', 5);
    expect(seen).toEqual([
      'PUT /api/answer {"first_name":"Ada"}',
      'PUT /api/add-another {"button_id":"colleges","num_components":2}',
      'PUT /api/tabs {"tab_id":"personal_statement","chosen_tab":"document"}',
      'POST /api/pdf/document-answer/personal%20statement {"file_key":"k1","file_name":"a.pdf"}',
      'DELETE /api/pdf/document-answer/doc ',
      'DELETE /api/document-answer/doc ',
      'GET /lookup/find?text=Ohio&category=college_ceeb&max_results=5 ',
    ]);
  });

  it('uploads the presigned fields first, then the file', async () => {
    let parts: string[] = [];
    server.use(
      http.post('http://storage.local/upload', async ({ request }) => {
        const form = await request.formData();
        parts = [...form.keys()];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await backend.uploadFile(
      { url: 'http://storage.local/upload', fields: { key: 'u/1', policy: 'p', signature: 's' } },
      new Blob(['x']),
      'a.pdf',
    );
    expect(parts).toEqual(['key', 'policy', 'signature', 'file']);
  });

  it('uses the server’s message, the generic one for non-JSON, and a distinct error for 401', async () => {
    server.use(
      http.get('http://localhost/api/tabs', () =>
        HttpResponse.json({ message: 'No such tab.' }, { status: 404 }),
      ),
    );
    // The error keeps the response's JSON body, for replies that name more than a message.
    await expect(backend.tabs()).rejects.toEqual(
      new BackendError('No such tab.', 404, { message: 'No such tab.' }),
    );
    server.use(
      http.get(
        'http://localhost/api/tabs',
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    );
    await expect(backend.tabs()).rejects.toThrow(GENERIC_ERROR_MESSAGE);
    server.use(
      http.get('http://localhost/api/tabs', () =>
        HttpResponse.json({ message: 'Session expired.' }, { status: 401 }),
      ),
    );
    await expect(backend.tabs()).rejects.toBeInstanceOf(UnauthorizedError);
    server.use(http.get('http://localhost/api/tabs', () => HttpResponse.error()));
    await expect(backend.tabs()).rejects.toThrow(GENERIC_ERROR_MESSAGE);
  });

  it('fails lookups silently: an empty list, or no detail', async () => {
    server.use(
      http.get('http://localhost/lookup/find', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await expect(backend.findSuggestions('Ohio', 'college_ceeb', 5)).resolves.toEqual([]);
    await expect(backend.findDetail('123', 'college_ceeb')).resolves.toBeUndefined();
  });
});
