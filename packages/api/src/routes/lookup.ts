/** The look-up fields' directory search (`/lookup/find`, no session needed): §7. */
import { LOOKUP_CATEGORIES } from '../constants.ts';
import type { RouteSpec } from '../route-spec.ts';

/** How many suggestions a search gives when it does not say (`max_results`, 1 to 10). */
export const DEFAULT_MAX_RESULTS = 5;

/** A search (`text`) or one entry (`id`), in a category. */
const findQuery = {
  type: 'object',
  required: ['category'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 100 },
    id: { type: 'string', minLength: 1, maxLength: 200 },
    category: { type: 'string', enum: LOOKUP_CATEGORIES },
    // Query values are strings (the app does not coerce types): 1 to 10.
    max_results: { type: 'string', pattern: '^(?:[1-9]|10)$' },
  },
  anyOf: [{ required: ['text'] }, { required: ['id'] }],
} as const;

/** A search's ranked suggestions. */
const suggestionsReply = {
  type: 'array',
  items: {
    type: 'object',
    required: ['text', 'id', 'sub_text'],
    properties: { text: { type: 'string' }, id: { type: 'string' }, sub_text: { type: 'string' } },
  },
} as const;
/** One entry's fields (a school's or an address's). */
const detailReply = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const lookupRoutes = {
  'GET /lookup/find': {
    method: 'GET',
    path: '/lookup/find',
    section: 'lookup',
    query: findQuery,
    reply: { 200: { anyOf: [suggestionsReply, detailReply] } },
    errors: [400, 404],
    doc: {
      body: `query \`text\` or \`id\`, \`category\` (${LOOKUP_CATEGORIES.map((c) => `\`${c}\``).join(', ')}), \`max_results\` (1 to 10, default ${DEFAULT_MAX_RESULTS})`,
      reply:
        'by `text`: `[{ text, id, sub_text }]`, ranked: name prefix, then word prefixes, then one typo; by `id`: `{ name, ceeb, address_line_1, city, state, zip, country }` (schools) or `{ address_line_1, city, state, zip, country }` (addresses), 404 for an unknown id',
    },
  },
} as const satisfies Record<string, RouteSpec>;
