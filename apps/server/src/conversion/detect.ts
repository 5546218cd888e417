/**
 * What an upload really is, from its bytes (never its name): PNG, JPEG, PDF or a Word document
 * (a ZIP holding `[Content_Types].xml` and `word/document.xml`). Word documents are ZIP archives,
 * so before anything unpacks one, {@link checkArchive} refuses archive bombs: too many entries, too
 * much uncompressed data or an extreme compression ratio, measured by actually inflating each
 * entry with a hard output cap (the sizes a ZIP declares can lie). {@link checkArchiveDirectory} is
 * its decode-free half for the server process: the sizes the central directory declares.
 */
import { inflateRawSync } from 'node:zlib';
import { MAX_FILE_SIZE_TEXT } from '@admissions/api/constants';

export type DetectedType = 'png' | 'jpeg' | 'pdf' | 'docx' | 'unknown';

/** Thrown for a file that cannot be converted; its message is shown to the student. */
export class ConversionError extends Error {}

export const UNSUPPORTED_MESSAGE =
  'This file type is not supported: upload a PNG, JPEG, PDF or Word (.docx) file.';
export const EMPTY_MESSAGE = 'The file is empty.';
export const OVERSIZED_MESSAGE = `The file is larger than ${MAX_FILE_SIZE_TEXT}.`;
export const ARCHIVE_MESSAGE =
  'The Word document is too large or too complex to convert. Please save it as a PDF and upload that instead.';
export const ARCHIVE_CORRUPT_MESSAGE = 'The Word document could not be read.';

export const ARCHIVE_LIMITS = {
  maxEntries: 200,
  maxTotalUncompressed: 20 * 1024 * 1024,
  maxRatio: 100,
  /**
   * The XML parts together (the text, styles, numbering, notes…): mammoth builds a DOM of them
   * that takes about 250 times their size in memory, and every 50 KB or so is a printed page.
   */
  maxXmlUncompressed: 3 * 1024 * 1024,
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The type of a file from its magic bytes (and, for ZIPs, its entry names). */
export function detectType(bytes: Uint8Array): DetectedType {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) {
    let names: string[];
    try {
      names = readCentralDirectory(Buffer.from(bytes)).map((e) => e.name);
    } catch {
      return 'unknown';
    }
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  }
  return 'unknown';
}

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

/** The entries listed by a ZIP's central directory; throws when it cannot be found or read. */
function readCentralDirectory(zip: Buffer): ZipEntry[] {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new Error('ZIP64 is not supported');
  // Enough to decide about the limit without reading a huge directory.
  const entries: ZipEntry[] = [];
  for (let n = 0; n < Math.min(count, ARCHIVE_LIMITS.maxEntries + 1); n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50)
      throw new Error('bad central directory entry');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (count > entries.length) entries.length = count; // only the count matters past the limit
  return entries;
}

/** Whether an entry is an XML part (parsed by mammoth), as opposed to media. */
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Refuses, from the central directory alone (nothing is inflated), an archive that declares too
 * many entries, too much data, an extreme ratio or too much XML (see {@link ARCHIVE_LIMITS}).
 * Declared sizes can lie; {@link checkArchive}, in the isolated process, inflates with caps.
 */
export function checkArchiveDirectory(bytes: Uint8Array): void {
  const entries = declaredEntries(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  let total = 0;
  let xml = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (isXmlPart(entry.name)) xml += entry.uncompressedSize;
  }
  if (total > ARCHIVE_LIMITS.maxTotalUncompressed || xml > ARCHIVE_LIMITS.maxXmlUncompressed)
    throw new ConversionError(ARCHIVE_MESSAGE);
}

/**
 * The central directory's entries, refused (a {@link ConversionError}) when it is unreadable,
 * lists too many entries, or declares an entry that alone breaks a limit (ZIP64 sizes, over the
 * total budget, an extreme ratio): the checks both archive readers make before anything else.
 */
function declaredEntries(zip: Buffer): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readCentralDirectory(zip);
  } catch {
    throw new ConversionError(ARCHIVE_CORRUPT_MESSAGE);
  }
  if (entries.length > ARCHIVE_LIMITS.maxEntries) throw new ConversionError(ARCHIVE_MESSAGE);
  for (const entry of entries)
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.uncompressedSize > ARCHIVE_LIMITS.maxTotalUncompressed ||
      entry.uncompressedSize > Math.max(entry.compressedSize, 1) * ARCHIVE_LIMITS.maxRatio
    )
      throw new ConversionError(ARCHIVE_MESSAGE);
  return entries;
}

/**
 * Refuses an archive bomb (a {@link ConversionError}): more than 200 entries, more than 20 MB
 * uncompressed in total (3 MB of XML), or an entry whose compression ratio exceeds 100. Every
 * entry is inflated with its output capped by what is left of the budget, so lying headers do not
 * help; `onEntry` receives each entry's unpacked bytes. Inflating costs up to 20 MB of work: this
 * runs in the isolated process, {@link checkArchiveDirectory} in the server.
 */
export function checkArchive(
  bytes: Uint8Array,
  onEntry?: (name: string, data: Buffer) => void,
): void {
  const zip = Buffer.from(bytes);
  let total = 0;
  let xml = 0;
  for (const entry of declaredEntries(zip)) {
    const local = entry.localHeaderOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50)
      throw new ConversionError(ARCHIVE_CORRUPT_MESSAGE);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    const budget = ARCHIVE_LIMITS.maxTotalUncompressed - total;
    let unpacked: Buffer;
    if (entry.method === 0) unpacked = data;
    else if (entry.method === 8) {
      try {
        unpacked = inflateRawSync(data, {
          maxOutputLength: Math.min(budget, Math.max(data.length, 1) * ARCHIVE_LIMITS.maxRatio) + 1,
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
          throw new ConversionError(ARCHIVE_MESSAGE);
        throw new ConversionError(ARCHIVE_CORRUPT_MESSAGE);
      }
    } else throw new ConversionError(ARCHIVE_CORRUPT_MESSAGE);
    const size = unpacked.length;
    if (size > Math.max(data.length, 1) * ARCHIVE_LIMITS.maxRatio)
      throw new ConversionError(ARCHIVE_MESSAGE);
    total += size;
    if (isXmlPart(entry.name)) xml += size;
    if (total > ARCHIVE_LIMITS.maxTotalUncompressed || xml > ARCHIVE_LIMITS.maxXmlUncompressed)
      throw new ConversionError(ARCHIVE_MESSAGE);
    onEntry?.(entry.name, unpacked);
  }
}
