/**
 * States, provinces and territories for the `state` dropdowns of every address. The
 * specification wants the US and Canada including territories and armed-forces areas, with the
 * value equal to the label (§3 "Option lists"): the full name is stored, not a postal code.
 */
import { labelsAsValues } from './list.ts';

/** The 50 states and the District of Columbia, alphabetical. */
const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/**
 * The inhabited US territories. Their addresses use country USA, so they must be pickable as a
 * "state" (the state is required for USA).
 */
const US_TERRITORIES = [
  'American Samoa',
  'Guam',
  'Northern Mariana Islands',
  'Puerto Rico',
  'U.S. Virgin Islands',
] as const;

/** Military mail (APO/FPO/DPO) addresses, which are US addresses with a pseudo-state. */
const ARMED_FORCES = [
  'Armed Forces Americas',
  'Armed Forces Europe',
  'Armed Forces Pacific',
] as const;

/** The 10 provinces and 3 territories of Canada, alphabetical. */
const CANADA = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;

/**
 * US states, US territories, armed-forces areas, then Canada. Grouped by country rather than
 * sorted as one list, because an applicant scanning for a Canadian province should not have to
 * pick it out from among the states.
 */
export const statesProvinces = labelsAsValues([
  ...US_STATES,
  ...US_TERRITORIES,
  ...ARMED_FORCES,
  ...CANADA,
]);
