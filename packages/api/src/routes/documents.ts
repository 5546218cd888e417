/** The document calls: an upload's presigned POST, its conversion to PDF, the documents (§7). */
import { DOCUMENT_STATUSES, MAX_FILE_SIZE_TEXT } from '../constants.ts';
import { closedObject, messageReply } from '../json-schema.ts';
import type { RouteSpec } from '../route-spec.ts';

/** A file-upload question's key, in a body or a path. */
const fileAnswerKey = { type: 'string', pattern: '^[A-Za-z0-9_]{1,100}$' } as const;
const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: fileAnswerKey },
} as const;
const message = { 200: messageReply } as const;

/** A document's conversion status (`GET /api/pdf/document-answer/{key}`). */
const conversionStatusReply = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: DOCUMENT_STATUSES },
    url: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/** `GET /api/document-answer`: each uploaded document by its question's key. */
const documentAnswersReply = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    required: ['file_name', 'file_size', 'status'],
    properties: {
      file_name: { type: 'string' },
      file_size: { type: 'integer' },
      status: { type: 'string' },
    },
  },
} as const;

export const documentRoutes = {
  'POST /api/presigned-url': {
    method: 'POST',
    path: '/api/presigned-url',
    section: 'documents',
    body: closedObject({ answer_key: fileAnswerKey }),
    reply: {
      200: {
        type: 'object',
        required: ['url', 'fields'],
        properties: {
          url: { type: 'string' },
          // The embedded store's key, policy and signature, or an S3 bucket's own fields.
          fields: {
            type: 'object',
            required: ['key'],
            additionalProperties: { type: 'string' },
          },
        },
      },
    },
    errors: [400, 401, 409],
    doc: {
      body: '`answer_key` (a file-upload question)',
      reply: `\`{ url: "/storage/upload", fields: { key, policy, signature } }\`: a presigned POST whose policy fixes the key, a size of 1 byte to ${MAX_FILE_SIZE_TEXT} and a 10-minute expiry, signed with HMAC-SHA256 (\`STORAGE_SECRET\`, else a secret kept in \`DATA_DIR/storage-secret\`)`,
    },
  },
  'POST /storage/upload': {
    method: 'POST',
    path: '/storage/upload',
    section: 'documents',
    body: 'multipart',
    errors: [400, 401, 403, 413],
    doc: {
      body: 'multipart: the returned fields, then `file`',
      reply: `204; 403 for a tampered or expired policy or someone else's key, 413 over ${MAX_FILE_SIZE_TEXT}, 400 for an empty file`,
    },
  },
  'POST /api/pdf/document-answer/:key': {
    method: 'POST',
    path: '/api/pdf/document-answer/:key',
    section: 'documents',
    params: keyParams,
    body: closedObject({
      file_key: { type: 'string', minLength: 1, maxLength: 300 },
      file_name: { type: 'string', minLength: 1, maxLength: 255 },
    }),
    reply: message,
    errors: [400, 401, 404, 409, 429],
    doc: {
      body: '`file_key`, `file_name`',
      reply: '`{ message }`: the conversion is queued (429 past the per-student limit, below)',
    },
  },
  'GET /api/pdf/document-answer/:key': {
    method: 'GET',
    path: '/api/pdf/document-answer/:key',
    section: 'documents',
    params: keyParams,
    reply: { 200: conversionStatusReply },
    errors: [400, 401],
    doc: {
      reply:
        "`{ status, url?, message? }`: UNPROCESSED, IN_PROGRESS, COMPLETED (with the PDF's url), FAILED (with why), NOT_ANSWERED",
    },
  },
  'GET /api/pdf/document-answer/:key/file': {
    method: 'GET',
    path: '/api/pdf/document-answer/:key/file',
    section: 'documents',
    params: keyParams,
    file: 'application/pdf',
    errors: [400, 401, 404],
    doc: { reply: 'the converted PDF, to its owner only' },
  },
  'DELETE /api/pdf/document-answer/:key': {
    method: 'DELETE',
    path: '/api/pdf/document-answer/:key',
    section: 'documents',
    params: keyParams,
    reply: message,
    errors: [400, 401, 409],
    doc: { reply: '`{ message }`' },
  },
  'GET /api/document-answer': {
    method: 'GET',
    path: '/api/document-answer',
    section: 'documents',
    reply: { 200: documentAnswersReply },
    errors: [401],
    doc: { reply: '`{ <key>: { file_name, file_size, status } }`' },
  },
  'DELETE /api/document-answer/:key': {
    method: 'DELETE',
    path: '/api/document-answer/:key',
    section: 'documents',
    params: keyParams,
    reply: message,
    errors: [400, 401, 409],
    doc: { reply: '`{ message }`' },
  },
} as const satisfies Record<string, RouteSpec>;
