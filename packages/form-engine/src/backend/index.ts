export type {
  ConversionStatus,
  FormBackend,
  LookupCategory,
  LookupDetail,
  LookupSuggestion,
  PresignedPost,
} from './form-backend.ts';
export { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from './backend-error.ts';
export { createRestBackend, type RestBackendOptions } from './rest-backend.ts';
