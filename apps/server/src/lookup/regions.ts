/**
 * State and province codes to the names of the form's `statesProvinces` option list (whose
 * value is the full name) and the country code of the `countries` list.
 */

/** US states, DC, inhabited territories and the armed-forces pseudo-states, country USA. */
const US: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

/** Canadian provinces and territories, country CAN. */
const CANADA: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/**
 * The freely associated states use US postal codes (IPEDS lists their colleges) but are
 * countries of their own: no state, their ISO alpha-3 country code.
 */
const ASSOCIATED: Readonly<Record<string, string>> = { FM: 'FSM', MH: 'MHL', PW: 'PLW' };

export interface Region {
  /** The option-list value ("Ohio"), or "" where the country has no state. */
  readonly state: string;
  /** The country option value ("USA", "CAN", ...). */
  readonly country: string;
}

const byKey = new Map<string, Region>();
for (const [code, name] of Object.entries(US)) {
  byKey.set(code, { state: name, country: 'USA' });
  byKey.set(name.toUpperCase(), { state: name, country: 'USA' });
}
for (const [code, name] of Object.entries(CANADA)) {
  byKey.set(code, { state: name, country: 'CAN' });
  byKey.set(name.toUpperCase(), { state: name, country: 'CAN' });
}
for (const [code, country] of Object.entries(ASSOCIATED)) byKey.set(code, { state: '', country });

/** The region of a two-letter code or a full name (any case); undefined if unknown. */
export const regionOf = (codeOrName: string): Region | undefined =>
  byKey.get(codeOrName.trim().toUpperCase());

/** Every state name this module produces (for the test against the option list). */
export const REGION_NAMES: readonly string[] = [...Object.values(US), ...Object.values(CANADA)];
