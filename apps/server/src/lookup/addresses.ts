/**
 * Address suggestions from the US ZIP code directory of the `zipcodes` package (about 42,000 US
 * ZIP codes with their city and state, bundled in the package: no network at run time).
 *
 * The autocomplete sits on Address Line 1, so the typed text is read as
 *
 *   [street, ] locality     e.g. "190 N Oval Mall, Columbus, OH 432"   or   "columbus oh"   or   "43210"
 *
 * where the street is a first comma-separated part that starts with a house number. The
 * locality's words match the city and state (prefixes, typos as for schools), its digits a ZIP
 * prefix. A locality of digits only lists the ZIP codes it prefixes.
 *
 * Suggestions and their ids:
 * - `zip:<zip>[:<street>]`: one ZIP code (a ZIP was typed, or the city has only one);
 * - `city:<ST>:<City>[:<street>]`: a city with several ZIP codes, whose detail leaves zip "".
 * The detail's address_line_1 is the street of the id, else the `text` given with the detail
 * call, else "" (the form then keeps the typed label).
 */
import type { Suggestion } from './schools.ts';
import { regionOf } from './regions.ts';
import { fold, wordsOf } from './text.ts';
import { lowerBound, WordIndex } from './word-index.ts';

export interface AddressDetail {
  readonly address_line_1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
}

interface ZipCodeRecord {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

interface Place {
  readonly city: string;
  /** Two-letter code. */
  readonly state: string;
  readonly stateName: string;
  /** Ascending. */
  readonly zips: string[];
  readonly keys: readonly string[];
}

const ZIP_ID = /^zip:(\d{5})(?::([\s\S]*))?$/;
const CITY_ID = /^city:([A-Z]{2}):([^:]+)(?::([\s\S]*))?$/;
/** A street part: starts with a house number and has a letter ("12B Elm St", "1600 Penn Ave"). */
const STREET = /^\d+\S*\s+\p{L}/u;

export class AddressDirectory {
  private readonly index: WordIndex<Place>;
  /** Every ZIP code, ascending, for ZIP prefixes. */
  private readonly zips: string[];
  private readonly placeOfZip = new Map<string, Place>();
  private readonly places = new Map<string, Place>();

  constructor(codes: Iterable<ZipCodeRecord>) {
    for (const code of codes) {
      if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
      const key = `${code.state}:${code.city}`;
      let place = this.places.get(key);
      if (!place) {
        const stateName = regionOf(code.state)?.state ?? '';
        const city = fold(code.city);
        place = {
          city: code.city,
          state: code.state,
          stateName,
          zips: [],
          keys: [city, `${city} ${code.state.toLowerCase()}`, fold(`${city} ${stateName}`)],
        };
        this.places.set(key, place);
      }
      place.zips.push(code.zip);
      this.placeOfZip.set(code.zip, place);
    }
    for (const place of this.places.values()) place.zips.sort();
    this.zips = [...this.placeOfZip.keys()].sort();
    this.index = new WordIndex({
      // Bigger places (more ZIP codes) first, then by name.
      entries: [...this.places.values()].sort(
        (a, b) => b.zips.length - a.zips.length || a.city.localeCompare(b.city, 'en'),
      ),
      wordsOf: (place) => [
        ...wordsOf(fold(place.city)),
        place.state.toLowerCase(),
        ...wordsOf(fold(place.stateName)),
      ],
      keysOf: (place) => place.keys,
    });
  }

  get size(): number {
    return this.zips.length;
  }

  suggest(text: string, max: number): Suggestion[] {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const street = parts.length > 1 && STREET.test(parts[0] as string) ? (parts.shift() ?? '') : '';
    const words = wordsOf(fold(parts.join(' ')));
    const zipPrefix = words.find((word) => /^\d+$/.test(word))?.slice(0, 5) ?? '';
    const letters = words.filter((word) => !/^\d/.test(word)).join(' ');
    const withStreet = (id: string) => (street ? `${id}:${street}` : id);
    const label = (rest: string) => (street ? `${street}, ${rest}` : rest);
    const zipSuggestion = (zip: string, place: Place): Suggestion => ({
      text: label(`${place.city}, ${place.state} ${zip}`),
      id: withStreet(`zip:${zip}`),
      sub_text: place.stateName || place.state,
    });

    if (letters === '') {
      if (zipPrefix === '') return [];
      const result: Suggestion[] = [];
      for (let i = lowerBound(this.zips, zipPrefix); i < this.zips.length; i++) {
        const zip = this.zips[i] as string;
        if (!zip.startsWith(zipPrefix) || result.length === max) break;
        result.push(zipSuggestion(zip, this.placeOfZip.get(zip) as Place));
      }
      return result;
    }

    const places = this.index.search(
      letters,
      max,
      zipPrefix ? (place) => place.zips.some((zip) => zip.startsWith(zipPrefix)) : undefined,
    );
    const result: Suggestion[] = [];
    for (const place of places) {
      const zips = place.zips.filter((zip) => zip.startsWith(zipPrefix));
      if (zips.length === 1 || zipPrefix) {
        for (const zip of zips) if (result.length < max) result.push(zipSuggestion(zip, place));
      } else if (result.length < max) {
        result.push({
          text: label(`${place.city}, ${place.state}`),
          id: withStreet(`city:${place.state}:${place.city}`),
          sub_text: `${place.stateName || place.state}, ${zips.length} ZIP codes`,
        });
      }
    }
    return result;
  }

  /** The detail of a suggestion id; `typed` is the Address Line 1 text when the id has no street. */
  detail(id: string, typed = ''): AddressDetail | undefined {
    let place: Place | undefined;
    let zip = '';
    let street: string | undefined;
    const byZip = ZIP_ID.exec(id);
    const byCity = byZip ? null : CITY_ID.exec(id);
    if (byZip) {
      zip = byZip[1] as string;
      place = this.placeOfZip.get(zip);
      street = byZip[2];
    } else if (byCity) {
      place = this.places.get(`${byCity[1]}:${byCity[2]}`);
      street = byCity[3];
    }
    if (!place) return undefined;
    const region = regionOf(place.state);
    return {
      address_line_1: street || typed,
      city: place.city,
      state: region?.state ?? '',
      zip,
      country: region?.country ?? 'USA',
    };
  }
}

/** The directory of the `zipcodes` package (loaded on first use: its module is a few MB). */
export async function loadAddressDirectory(): Promise<AddressDirectory> {
  const { codes } = await import('zipcodes');
  return new AddressDirectory(Object.values(codes));
}
