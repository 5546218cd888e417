/**
 * The client-side checks of an uploaded document (specification §5 "Upload", §9): one file, not
 * empty, at most 1 MB, one of the accepted types, a name of at most 32 characters.
 */
import { en, type FormMessages } from '../../messages/index.ts';

/** 1 MB: the largest accepted file, in bytes (binary megabyte, 1024 × 1024). */
export const MAX_FILE_BYTES = 1024 * 1024;

/** The longest accepted file name, extension included. */
export const MAX_FILE_NAME_LENGTH = 32;

/** Accepted extensions, in the order the message lists them. */
export const ACCEPTED_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The accepted types as the message lists them: ".png, .jpeg, .jpg, .pdf, .docx". */
const TYPE_LIST = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ');

/** The extension of a file name, lower-cased, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Every message the chosen files fail (none when they pass). More than one file fails on that
 * alone; otherwise all the checks of the one file are reported together.
 */
export function checkFiles(files: readonly File[], messages: FormMessages = en): string[] {
  if (files.length > 1) return [messages.fileOnlyOne];
  const file = files[0];
  if (!file) return [];
  const found: string[] = [];
  if (file.size === 0) found.push(messages.fileEmpty);
  else if (file.size > MAX_FILE_BYTES) found.push(messages.fileTooLarge);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    found.push(messages.fileWrongType({ types: TYPE_LIST }));
  if (file.name.length > MAX_FILE_NAME_LENGTH)
    found.push(messages.fileNameTooLong({ max: MAX_FILE_NAME_LENGTH }));
  return found;
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
