import { describe, expect, it } from 'vitest';
import { compileFormOrThrow, type Field } from '../../core/index.ts';
import { pageOf } from '../../../test/react/render-form.tsx';
import { detailAnswers, releasedAnswers } from './related-answers.ts';

const fields: Field[] = [
  {
    widget: 'autocomplete',
    key: 'hs_name',
    label: 'High school',
    category: 'hs_ceeb',
    valueFrom: 'name',
    relatedFields: { ceeb: 'hs_ceeb', city: 'hs_city', country: 'hs_country', region: 'hs_region' },
  },
  { widget: 'text', key: 'hs_city', label: 'City', maxLength: 5 },
  {
    widget: 'dropdown',
    key: 'hs_country',
    label: 'Country',
    options: [
      { value: '', label: '--' },
      { value: 'USA', label: 'United States' },
      { value: 'CAN', label: 'Canada' },
    ],
  },
  {
    widget: 'conditionalDropdown',
    key: 'hs_region',
    label: 'Region',
    category: 'displayAndOptions',
    controller: 'hs_country',
    options: {
      USA: [
        { value: '', label: '--' },
        { value: 'MA', label: 'Massachusetts' },
      ],
      CAN: [
        { value: '', label: '--' },
        { value: 'ON', label: 'Ontario' },
      ],
    },
  },
];
const form = compileFormOrThrow(pageOf(fields));
const field = form.fields.get('hs_name')!;

describe('detailAnswers', () => {
  it('fills every related answer, its label, and the key from the detail name', () => {
    const detail = {
      name: 'Central High',
      ceeb: '123456',
      city: 'Springfield',
      country: 'CAN',
      region: 'ON',
    };
    const { patch, fill } = detailAnswers(form, field, { hs_country: 'USA' }, detail, 'CENTRAL HS');
    expect(patch).toEqual({
      hs_ceeb: '123456',
      hs_city: 'Sprin', // clipped to the city field's maximum
      hs_country: 'CAN',
      hs_country_desc: 'Canada',
      hs_region: 'ON',
      hs_region_desc: 'Ontario', // the list of the country in the same detail
      hs_name: 'Central High',
    });
    expect(fill).toEqual({
      own: 'Central High',
      related: { hs_ceeb: '123456', hs_city: 'Sprin', hs_country: 'CAN', hs_region: 'ON' },
    });
  });

  it('leaves a related answer the detail lacks alone unless a suggestion filled it', () => {
    const previous = { own: 'OLD HS', related: { hs_city: 'Paris', hs_region: 'MA' } };
    const answers = { hs_city: 'Paris', hs_region: 'ON', hs_region_desc: 'Ontario' };
    expect(
      detailAnswers(form, field, answers, { ceeb: '1', country: 'XX' }, 'CENTRAL HS', previous)
        .patch,
    ).toEqual({
      hs_ceeb: '1',
      hs_city: '', // the earlier suggestion's, still as it wrote it
      hs_country: 'XX',
      hs_country_desc: '', // no such option
      // hs_region was changed by hand since (MA → ON): it stays, with its label
      hs_name: 'CENTRAL HS',
    });
  });

  it('without a detail clears only what came from a suggestion and keeps the label', () => {
    const previous = { own: 'OLD HS', related: { hs_country: 'USA' } };
    const answers = { hs_ceeb: '999', hs_city: 'Typed', hs_country: 'USA' };
    expect(detailAnswers(form, field, answers, undefined, 'CENTRAL HS', previous)).toEqual({
      patch: {
        hs_ceeb: '', // no field of its own: only a suggestion writes it
        hs_country: '',
        hs_country_desc: '',
        hs_name: 'CENTRAL HS',
      },
      fill: { own: 'CENTRAL HS', related: {} },
    });
  });
});

describe('releasedAnswers', () => {
  it('clears what still holds a suggestion’s value and what has no field, nothing else', () => {
    const fill = { own: 'Central High', related: { hs_city: 'Sprin', hs_country: 'CAN' } };
    const answers = {
      hs_ceeb: '123456',
      hs_city: 'Sprin',
      hs_country: 'USA', // changed by hand after the suggestion
      hs_country_desc: 'United States',
      hs_region: 'MA', // entered by hand
    };
    expect(releasedAnswers(form, field, answers, fill)).toEqual({ hs_ceeb: '', hs_city: '' });
    // Without a record (after a reload) only the code, which no field lets anyone type, goes.
    expect(releasedAnswers(form, field, answers, undefined)).toEqual({ hs_ceeb: '' });
    expect(releasedAnswers(form, field, {}, fill)).toEqual({});
  });
});

describe('the street of an address found by city or ZIP', () => {
  const addressForm = compileFormOrThrow(
    pageOf([
      {
        widget: 'autocomplete',
        key: 'address_line_1',
        label: 'Street',
        category: 'address',
        valueFrom: 'address_line_1',
        relatedFields: { city: 'city' },
      },
      { widget: 'text', key: 'city', label: 'City' },
    ]),
  );
  const street = addressForm.fields.get('address_line_1')!;

  it('is left for the applicant when the detail’s is empty (valueFrom)', () => {
    expect(
      detailAnswers(
        addressForm,
        street,
        {},
        { address_line_1: '', city: 'Columbus' },
        'Columbus, OH',
      ).patch,
    ).toEqual({ city: 'Columbus', address_line_1: '' });
  });

  it('is the detail’s when it has one, and the label when the lookup failed', () => {
    expect(
      detailAnswers(
        addressForm,
        street,
        {},
        { address_line_1: '190 N Oval Mall', city: 'Columbus' },
        'x',
      ).patch.address_line_1,
    ).toBe('190 N Oval Mall');
    expect(
      detailAnswers(addressForm, street, {}, undefined, '190 N Oval Mall, Columbus').patch
        .address_line_1,
    ).toBe('190 N Oval Mall, Columbus');
  });
});
