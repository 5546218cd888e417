/**
 * Countries (the `countries` lists of `definitions/options.json`), built from the ISO 3166-1 data of the maintained `i18n-iso-countries` package so
 * that new or renamed countries arrive with a dependency update rather than a hand edit.
 *
 * Value mapping (specification §3 "Option lists": short codes such as USA, CAN, UK):
 * - the ISO 3166-1 alpha-3 code (USA, CAN, MEX, DEU, ...),
 * - except the United Kingdom, whose alpha-3 code GBR is replaced by `UK`, the code the
 *   specification names. No ISO alpha-3 code is `UK`, so the exception cannot collide.
 * The address rules compare the country with USA and CAN, so those two codes must never change.
 */
// The package's plain entry, not its main one: the Node entry registers all ~80 locales, the
// plain one none, so importing it ensures only the English names are loaded, in Node and in
// the browser alike.
import { alpha2ToAlpha3, getNames, registerLocale } from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { OptionList } from '@admissions/form-engine';
import { optionList, type Pair } from './list.ts';

registerLocale(english);

/** ISO alpha-3 codes the specification replaces with its own short code. */
const CODE_EXCEPTIONS: Readonly<Record<string, string>> = { GBR: 'UK' };

/**
 * Labels that replace the package's official English name. Official names such as "Taiwan,
 * Province of China" or "Islamic Republic of Iran" are either contested or sort far from where
 * an applicant looks for the country, so the common short name is shown instead (keyed by
 * alpha-2, the package's key).
 */
const LABEL_OVERRIDES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CN: 'China',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

/** Every country as a `[code, English name]` pair, sorted by name. */
const pairs: Pair[] = Object.entries(getNames('en', { select: 'official' }))
  .map(([alpha2, name]): Pair => {
    const alpha3 = alpha2ToAlpha3(alpha2);
    if (!alpha3) throw new Error(`i18n-iso-countries has no alpha-3 code for ${alpha2}`);
    return [CODE_EXCEPTIONS[alpha3] ?? alpha3, LABEL_OVERRIDES[alpha2] ?? name];
  })
  // A fixed locale, so the order does not depend on the machine that builds the form.
  .sort(([, a], [, b]) => a.localeCompare(b, 'en'));

/**
 * All countries sorted by English name, with the given codes lifted to the top in their order
 * (the address questions list the United States first, where most applicants are domestic).
 *
 * @throws Error on a code that is no country's, so a typo cannot silently drop the lift.
 */
export function countryOptions(first: readonly string[] = []): OptionList {
  const lifted = first.map((code) => {
    const pair = pairs.find(([value]) => value === code);
    if (!pair) throw new Error(`options.json: "${code}" is not a country code`);
    return pair;
  });
  return optionList([...lifted, ...pairs.filter(([value]) => !first.includes(value))]);
}
