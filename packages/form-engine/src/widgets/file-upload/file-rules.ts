/**
 * The client-side checks of a chosen file (specification §5 "Upload", §9): one file, not empty,
 * and within the limits the definition sets on the question (`maxBytes`, `accept`,
 * `maxNameLength`), whose defaults are the specification's: 1 MB, .png .jpeg .jpg .pdf .docx, 32
 * characters.
 */
import type { FileUploadField } from '../../core/index.ts';
import { en, type FormMessages } from '../../core/messages/index.ts';

/** What a file question accepts. */
export interface FileLimits {
  /** The largest file, in bytes. */
  readonly maxBytes: number;
  /** Extensions (".pdf") or media types ("image/*"), as in HTML's accept; empty: any type. */
  readonly accept: readonly string[];
  /** The longest file name, extension included. */
  readonly maxNameLength: number;
}

/** The limits of a question that sets none (specification §5: 1 MB, five types, 32 characters). */
export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxBytes: 1024 * 1024,
  accept: ['.png', '.jpeg', '.jpg', '.pdf', '.docx'],
  maxNameLength: 32,
};

/** The limits a file question's definition sets, the defaults filling the rest. */
export function fileLimits(definition: Partial<FileUploadField>): FileLimits {
  return {
    maxBytes: definition.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes,
    accept: definition.accept ?? DEFAULT_FILE_LIMITS.accept,
    maxNameLength: definition.maxNameLength ?? DEFAULT_FILE_LIMITS.maxNameLength,
  };
}

/** Whether a file is of a type `accept` lists: by name ending, or by media type ("image/*"). */
export function isAccepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return (
    accept.length === 0 ||
    accept.some((entry) => {
      const type = entry.toLowerCase();
      if (type.startsWith('.')) return name.endsWith(type);
      return type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type;
    })
  );
}

/**
 * Every message the chosen files fail (none when they pass). More than one file fails on that
 * alone; otherwise all the checks of the one file are reported together.
 */
export function checkFiles(
  files: readonly File[],
  limits: FileLimits = DEFAULT_FILE_LIMITS,
  messages: FormMessages = en,
): string[] {
  if (files.length > 1) return [messages.fileOnlyOne];
  const file = files[0];
  if (!file) return [];
  const found: string[] = [];
  if (file.size === 0) found.push(messages.fileEmpty);
  else if (file.size > limits.maxBytes)
    found.push(
      messages.fileTooLarge({ max: formatLimit(limits.maxBytes), bytes: limits.maxBytes }),
    );
  if (!isAccepted(file, limits.accept))
    found.push(messages.fileWrongType({ types: limits.accept.join(', ') }));
  if (file.name.length > limits.maxNameLength)
    found.push(messages.fileNameTooLong({ max: limits.maxNameLength }));
  return found;
}

/** A limit as a message names it: "1 MB", "1.5 MB", "500 KB", "100 bytes" (1 KB = 1024 bytes). */
export function formatLimit(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${Math.round(size * 10) / 10} ${units[unit]}`;
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
