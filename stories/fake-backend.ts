/**
 * An in-memory {@link FormBackend} for stories: every call of the back end answered from
 * memory after a short delay, with no network and no service worker. Lookups search a small
 * directory of made-up colleges, high schools and addresses; uploads behave as a story asks
 * (finish, convert forever, never finish sending, fail).
 */
import { BackendError } from '../packages/form-engine/src/backend/backend-error.ts';
import type {
  ConversionStatus,
  FormBackend,
  LookupDetail,
  LookupSuggestion,
  PresignedPost,
} from '../packages/form-engine/src/backend/form-backend.ts';
import type { Answers, DocumentAnswer, FormSeed } from '../packages/form-engine/src/index.ts';

/** One entry of the lookup directory: its suggestion and the detail its id returns. */
interface DirectoryEntry {
  readonly id: string;
  readonly text: string;
  readonly subText: string;
  readonly detail: LookupDetail;
}

const school = (
  id: string,
  name: string,
  ceeb: string,
  address: string,
  city: string,
  state: string,
  zip: string,
  country = 'USA',
): DirectoryEntry => ({
  id,
  text: name,
  subText: `${city}, ${state}`,
  detail: { name, ceeb, address_line_1: address, city, state, zip, country },
});

/** Made-up colleges (`college_ceeb`). */
export const COLLEGES: readonly DirectoryEntry[] = [
  school(
    'c1',
    'Lakeview State University',
    '1592',
    '281 College Avenue',
    'Columbus',
    'Ohio',
    '43210',
  ),
  school(
    'c2',
    'Lakeview Community College',
    '1148',
    '550 Cleveland Avenue',
    'Columbus',
    'Ohio',
    '43215',
  ),
  school('c3', 'Riverbend University', '1463', '501 High Street', 'Oxford', 'Ohio', '45056'),
  school(
    'c4',
    'Northfield College of Art',
    '1367',
    '12 Gallery Road',
    'Ann Arbor',
    'Michigan',
    '48104',
  ),
  school(
    'c5',
    'Great Lakes Technical Institute',
    '1720',
    '444 Harbor Drive',
    'Detroit',
    'Michigan',
    '48226',
  ),
  school(
    'c6',
    'Maple Ridge University',
    '0982',
    '27 King Street',
    'Toronto',
    'Ontario',
    'M5S 1A1',
    'CAN',
  ),
  school('c7', 'Summit State College', '1593', '1 Park Place', 'Athens', 'Ohio', '45701'),
];

/** Made-up high schools (`hs_ceeb`). */
export const HIGH_SCHOOLS: readonly DirectoryEntry[] = [
  school('h1', 'Central High School', '361234', '75 School Street', 'Columbus', 'Ohio', '43201'),
  school('h2', 'Lakeview High School', '361299', '900 Lake Road', 'Columbus', 'Ohio', '43220'),
  school('h3', 'Riverside Academy', '230456', '18 River Lane', 'Detroit', 'Michigan', '48201'),
];

const address = (
  id: string,
  line: string,
  city: string,
  state: string,
  zip: string,
  country: string,
): DirectoryEntry => ({
  id,
  text: line,
  subText: `${city}, ${state} ${zip}`,
  detail: { address_line_1: line, city, state, zip, country },
});

/** Made-up street addresses (`address`). */
export const ADDRESSES: readonly DirectoryEntry[] = [
  address('a1', '100 Main Street', 'Columbus', 'Ohio', '43215', 'USA'),
  address('a2', '100 Maple Avenue', 'Dayton', 'Ohio', '45402', 'USA'),
  address('a3', '1010 Mainsail Drive', 'Detroit', 'Michigan', '48226', 'USA'),
  address('a4', '10 Main Street West', 'Toronto', 'Ontario', 'M5V 2T6', 'CAN'),
];

/** The directories by category, as the stories' definitions name them. */
const DIRECTORIES: Readonly<Record<string, readonly DirectoryEntry[]>> = {
  college_ceeb: COLLEGES,
  hs_ceeb: HIGH_SCHOOLS,
  address: ADDRESSES,
};

/**
 * What an upload does: `complete` sends, converts (one pending poll) and completes;
 * `converting` sends and then stays IN_PROGRESS forever; `hang` never finishes sending;
 * `fail` rejects the file transfer; `conversionFails` converts to FAILED.
 */
export type UploadBehaviour = 'complete' | 'converting' | 'hang' | 'fail' | 'conversionFails';

export interface FakeBackendOptions {
  /** The server's state at the start: pass the story's seed so reloads agree with the store. */
  readonly seed?: FormSeed;
  readonly upload?: UploadBehaviour;
  /** The delay of every answer, in milliseconds (default 150). */
  readonly latencyMs?: number;
  /** Saving a block count fails ("Error adding another …"). */
  readonly failAddAnother?: boolean;
  /** Saving a tab choice fails ("Error handling tabs for …"). */
  readonly failTabs?: boolean;
  /** Hears every call (default: the browser console). */
  readonly log?: (call: string, ...args: unknown[]) => void;
}

/** The message of a conversion that ends FAILED in the `conversionFails` behaviour. */
export const FAKE_CONVERSION_FAILURE =
  'We could not read this file. Please save it as a PDF and upload it again.';

const never = <T>() => new Promise<T>(() => undefined);

/** Creates an in-memory back end; each call gets a fresh one, so stories never share state. */
export function createFakeBackend(options: FakeBackendOptions = {}): FormBackend {
  const {
    seed = {},
    upload = 'complete',
    latencyMs = 150,
    failAddAnother = false,
    failTabs = false,
    log = (call: string, ...args: unknown[]) => console.debug(`[fake back end] ${call}`, ...args),
  } = options;

  const answers: Record<string, unknown> = { ...seed.answers };
  const counts: Record<string, number> = { ...seed.addAnother };
  const tabs: Record<string, string> = { ...seed.tabs };
  const documents: Record<string, DocumentAnswer> = { ...seed.documents };
  /** Files sent and not yet converted, by presigned file key. */
  const sent = new Map<string, { name: string; size: number }>();
  /** Status polls per answer key since its conversion started. */
  const polls = new Map<string, number>();

  const answer = async <T>(call: string, args: unknown[], value: () => T): Promise<T> => {
    log(call, ...args);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return value();
  };
  const failure = (message: string) => new BackendError(message, 500);

  return {
    saveAnswers: (patch: Answers) =>
      answer('PUT /api/answer', [patch], () => void Object.assign(answers, patch)),

    presignedUrl: (answerKey) =>
      answer('POST /api/presigned-url', [answerKey], (): PresignedPost => ({
        url: 'memory://uploads',
        fields: { key: `uploads/${answerKey}/${sent.size + 1}` },
      })),

    uploadFile: (target, file, fileName) => {
      if (upload === 'hang') {
        log('POST <presigned url> (never finishes)', fileName);
        return never();
      }
      return answer('POST <presigned url>', [fileName, file.size], () => {
        if (upload === 'fail') throw failure('The file could not be sent. Please try again.');
        sent.set(target.fields.key ?? '', { name: fileName, size: file.size });
      });
    },

    startConversion: (key, { file_key, file_name }) =>
      answer(`POST /api/pdf/document-answer/${key}`, [file_name], () => {
        const file = sent.get(file_key);
        documents[key] = { status: 'IN_PROGRESS', file_name, file_size: file?.size };
        polls.set(key, 0);
      }),

    conversionStatus: (key) =>
      answer(`GET /api/pdf/document-answer/${key}`, [], (): ConversionStatus => {
        const count = (polls.get(key) ?? 0) + 1;
        polls.set(key, count);
        const document = documents[key];
        if (!document) return { status: 'NOT_ANSWERED' };
        // The first poll is always pending, as a real conversion is.
        if (upload === 'converting' || count < 2) return { status: 'IN_PROGRESS' };
        if (upload === 'conversionFails') {
          documents[key] = { ...document, status: 'FAILED', message: FAKE_CONVERSION_FAILURE };
          return { status: 'FAILED', message: FAKE_CONVERSION_FAILURE };
        }
        const url = `/documents/${key}.pdf`;
        documents[key] = { ...document, status: 'COMPLETED', url };
        return { status: 'COMPLETED', url };
      }),

    deleteConversion: (key) =>
      answer(`DELETE /api/pdf/document-answer/${key}`, [], () => void polls.delete(key)),

    documentAnswers: () => answer('GET /api/document-answer', [], () => ({ ...documents })),

    deleteDocumentAnswer: (key) =>
      answer(`DELETE /api/document-answer/${key}`, [], () => void delete documents[key]),

    addAnotherCounts: () => answer('GET /api/add-another', [], () => ({ ...counts })),

    saveAddAnother: (buttonId, count) =>
      answer('PUT /api/add-another', [buttonId, count], () => {
        if (failAddAnother) throw failure('The block could not be saved.');
        counts[buttonId] = count;
      }),

    tabs: () => answer('GET /api/tabs', [], () => ({ ...tabs })),

    saveTab: (tabId, chosenTab) =>
      answer('PUT /api/tabs', [tabId, chosenTab], () => {
        if (failTabs) throw failure('The tab could not be saved.');
        tabs[tabId] = chosenTab;
      }),

    findSuggestions: (text, category, maxResults) =>
      answer('GET /lookup/find', [{ text, category, maxResults }], (): LookupSuggestion[] => {
        const words = text.toLowerCase().split(/\s+/).filter(Boolean);
        if (words.length === 0) return [];
        return (DIRECTORIES[category] ?? [])
          .filter((entry) => words.every((word) => entry.text.toLowerCase().includes(word)))
          .slice(0, maxResults)
          .map((entry) => ({ id: entry.id, text: entry.text, sub_text: entry.subText }));
      }),

    findDetail: (id, category) =>
      answer(
        'GET /lookup/find',
        [{ id, category }],
        () => DIRECTORIES[category]?.find((entry) => entry.id === id)?.detail,
      ),
  };
}
