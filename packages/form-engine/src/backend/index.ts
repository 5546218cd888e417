export type {
  ConversionStatus,
  FormBackend,
  LookupDetail,
  LookupSuggestion,
  PresignedPost,
} from './form-backend.ts';
export { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from './backend-error.ts';
export {
  fileNameOf,
  UploadError,
  type Uploader,
  type UploadOptions,
  type UploadProgress,
  type UploadResult,
} from './uploader.ts';
export {
  createLocalUploader,
  type LocalUploader,
  type LocalUploaderOptions,
} from './local-uploader.ts';
export { createPresignedUploader, type PresignedUploaderOptions } from './presigned-uploader.ts';
