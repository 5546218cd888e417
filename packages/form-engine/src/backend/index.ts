export type {
  ConversionStatus,
  FormBackend,
  LookupCategory,
  LookupDetail,
  LookupSuggestion,
  PresignedPost,
} from './form-backend.ts';
export { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from './backend-error.ts';
export { createRestBackend } from './rest-backend.ts';
export type { RestBackendOptions } from './json-client.ts';
export { createJsonClient, type JsonCall } from './json-client.ts';
