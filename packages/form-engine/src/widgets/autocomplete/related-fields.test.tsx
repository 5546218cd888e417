// @vitest-environment jsdom
/**
 * Issue 14, item 1: typing never changes another answer. A related answer is cleared only when it
 * holds what an earlier suggestion filled in and the applicant chooses something else (another
 * suggestion, or their own text confirmed with Enter or by leaving the field); answers entered by
 * hand survive. Typed key by key, as a person types.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../core/index.ts';
import { pageOf } from '../../../test/react/render-form.tsx';
import {
  answers,
  combobox,
  countries,
  elapse,
  setup,
  shownOptions,
  states,
  useLookupServer,
} from '../../../test/react/lookup-test-support.tsx';

useLookupServer();

/** The mailing address as the partner lays it out: the country is chosen above the street. */
const mailing: FormDefinition = pageOf([
  { widget: 'dropdown', key: 'country', label: 'Country', options: countries },
  { widget: 'dropdown', key: 'state', label: 'State', options: states },
  {
    widget: 'autocomplete',
    key: 'address_line_1',
    label: 'Address Line 1',
    category: 'address',
    valueFrom: 'address_line_1',
    relatedFields: { city: 'city', state: 'state', zip: 'zip', country: 'country' },
  },
  { widget: 'text', key: 'city', label: 'City' },
  { widget: 'text', key: 'zip', label: 'ZIP/Postal Code' },
]);

const street = () => combobox('address_line_1');
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

/** Types into the street and chooses the suggestion whose text matches. */
async function chooseAddress(user: ReturnType<typeof setup>['user'], typed: string, pick: RegExp) {
  await user.type(street(), typed);
  await elapse(200);
  await user.click(shownOptions('address_line_1').find((o) => pick.test(o.textContent ?? ''))!);
  await elapse();
}

describe('related answers and typing', () => {
  it('typing an address keeps the country and state chosen above it', async () => {
    const { store, user } = setup(mailing);
    await user.selectOptions(select('Country'), 'USA');
    await user.selectOptions(select('State'), 'OH');
    const seen = new Set<unknown>();
    const unsubscribe = store.subscribe((state) =>
      seen.add(`${state.answers.country}/${state.answers.state}`),
    );
    await user.type(street(), '100 Main');
    expect(answers(store)).toMatchObject({
      address_line_1: '100 Main',
      country: 'USA',
      country_desc: 'United States',
      state: 'OH',
      state_desc: 'Ohio',
    });
    await user.keyboard('{Enter}');
    await user.tab();
    await elapse(1000);
    unsubscribe();
    // Not one keystroke, nor Enter, nor leaving, touched them.
    expect([...seen]).toEqual(['USA/OH']);
    expect(answers(store)).toMatchObject({
      address_line_1: '100 Main',
      country: 'USA',
      state: 'OH',
    });
    expect(select('Country').value).toBe('USA');
    expect(select('State').value).toBe('OH');
  });

  it('own text confirmed with Enter clears what the suggestion filled, not what was corrected', async () => {
    const { store, user } = setup(mailing);
    await chooseAddress(user, '100 Ma', /100 MAIN ST/);
    expect(answers(store)).toMatchObject({
      address_line_1: '100 Main Street',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      country: 'USA',
    });
    // The applicant corrects the city by hand: it is theirs now.
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Upper Arlington');
    await user.tripleClick(street());
    await user.keyboard('22 Acacia Avenue');
    // While typing, nothing else changes.
    expect(answers(store)).toMatchObject({ city: 'Upper Arlington', zip: '43215', country: 'USA' });
    await user.keyboard('{Enter}');
    expect(answers(store)).toMatchObject({
      address_line_1: '22 Acacia Avenue',
      city: 'Upper Arlington',
      state: '',
      state_desc: '',
      zip: '',
      country: '',
      country_desc: '',
    });
  });

  it('another suggestion replaces the first one’s values and clears those it lacks', async () => {
    const { store, user } = setup(mailing);
    await chooseAddress(user, '100 Ma', /100 MAIN ST/);
    await user.tripleClick(street());
    await chooseAddress(user, '1 Ma', /^1 MAIN ST/);
    expect(answers(store)).toMatchObject({
      address_line_1: '1 Main Street',
      city: 'Springfield',
      state: 'MA',
      state_desc: 'Massachusetts',
      zip: '', // the first suggestion's; the second has none
      country: '',
    });
  });

  it('a suggestion without some values leaves the answers typed or chosen by hand', async () => {
    const { store, user } = setup(mailing);
    await user.selectOptions(select('Country'), 'USA');
    await user.type(screen.getByLabelText('ZIP/Postal Code'), '01103');
    await chooseAddress(user, '1 Ma', /^1 MAIN ST/);
    expect(answers(store)).toMatchObject({
      address_line_1: '1 Main Street',
      city: 'Springfield',
      state: 'MA',
      zip: '01103',
      country: 'USA',
      country_desc: 'United States',
    });
  });

  it('the street typed after an address found by ZIP keeps the city, state and ZIP found', async () => {
    const { store, user } = setup(mailing);
    await chooseAddress(user, '43215', /Columbus, OH 43215/);
    expect(street().value).toBe('');
    await user.click(street());
    await user.keyboard('22 Acacia Avenue');
    await user.tab();
    await elapse(1000);
    expect(answers(store)).toMatchObject({
      address_line_1: '22 Acacia Avenue',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      country: 'USA',
    });
  });

  it('leaving with the suggestion’s own text (typed and taken back) clears nothing', async () => {
    const { store, user } = setup(mailing);
    await chooseAddress(user, '100 Ma', /100 MAIN ST/);
    await user.type(street(), 'x{Backspace}');
    await user.tab();
    expect(answers(store)).toMatchObject({
      address_line_1: '100 Main Street',
      city: 'Columbus',
      zip: '43215',
      country: 'USA',
    });
  });
});
