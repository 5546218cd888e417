/**
 * The client-side checks of an uploaded document (specification §5 "Upload", §9): one file, not
 * empty, at most 1 MB, one of the accepted types, a name of at most 32 characters.
 */

/** 1 MB: the largest accepted file, in bytes (binary megabyte, 1024 × 1024). */
export const MAX_FILE_BYTES = 1024 * 1024;

/** The longest accepted file name, extension included. */
export const MAX_FILE_NAME_LENGTH = 32;

/** Accepted extensions, in the order the message lists them. */
export const ACCEPTED_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The messages of the checks, word for word. */
export const FILE_MESSAGES = {
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  wrongType: `You can only enter the following file types: ${ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
  nameTooLong: `Your file name must be ${MAX_FILE_NAME_LENGTH} characters or fewer, including the extension.`,
  empty: 'Your file is empty. Please upload a non-empty file.',
  oneFile: 'You can only upload one file.',
} as const;

/** The extension of a file name, lower-cased, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Every message the chosen files fail (none when they pass). More than one file fails on that
 * alone; otherwise all the checks of the one file are reported together.
 */
export function checkFiles(files: readonly File[]): string[] {
  if (files.length > 1) return [FILE_MESSAGES.oneFile];
  const file = files[0];
  if (!file) return [];
  const messages: string[] = [];
  if (file.size === 0) messages.push(FILE_MESSAGES.empty);
  else if (file.size > MAX_FILE_BYTES) messages.push(FILE_MESSAGES.tooLarge);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    messages.push(FILE_MESSAGES.wrongType);
  if (file.name.length > MAX_FILE_NAME_LENGTH) messages.push(FILE_MESSAGES.nameTooLong);
  return messages;
}

/**
 * A size as the form shows it: no space, no decimals ("1MB", "245KB", "512B"). Kilobytes that
 * would round to 1024 are shown as megabytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))}B`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes}KB`;
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}
