/**
 * A minimal back end kept in memory: what the engine's widgets call (see `FormBackend`). A real
 * app implements `FormBackend` over its own server here (the portal's, over its REST API, is
 * apps/portal/src/api/rest-backend.ts in the engine's repository), or uses `<Form>`, which needs
 * none. This form has no upload, tab, Add Another or lookup question, so those calls are answered
 * trivially.
 */
import type { Answers, AnswerValue, FormBackend } from '@admissions/form-engine';

export interface InMemoryBackend extends FormBackend {
  /** What has been saved so far. */
  readonly saved: Answers;
}

export function createInMemoryBackend(): InMemoryBackend {
  const saved: Record<string, AnswerValue | undefined> = {};
  const unsupported = () => Promise.reject(new Error('This example does not store files.'));
  return {
    saved,
    async saveAnswers(answers) {
      Object.assign(saved, answers);
    },
    presignedUrl: unsupported,
    uploadFile: unsupported,
    startConversion: unsupported,
    conversionStatus: unsupported,
    deleteConversion: unsupported,
    documentAnswers: async () => ({}),
    deleteDocumentAnswer: unsupported,
    addAnotherCounts: async () => ({}),
    saveAddAnother: async () => undefined,
    tabs: async () => ({}),
    saveTab: async () => undefined,
    // Lookups fail silently: no suggestion, no detail.
    findSuggestions: async () => [],
    findDetail: async () => undefined,
  };
}
