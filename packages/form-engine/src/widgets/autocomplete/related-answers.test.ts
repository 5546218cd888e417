import { describe, expect, it } from 'vitest';
import { compileFormOrThrow, type Field } from '../../core/index.ts';
import { pageOf } from '../../../test/react/render-form.tsx';
import { clearedAnswers, detailAnswers } from './related-answers.ts';

const fields: Field[] = [
  {
    widget: 'autocomplete',
    key: 'hs_name',
    label: 'High school',
    category: 'hs_ceeb',
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
    expect(detailAnswers(form, field, { hs_country: 'USA' }, detail, 'CENTRAL HS')).toEqual({
      hs_ceeb: '123456',
      hs_city: 'Sprin', // clipped to the city field's maximum
      hs_country: 'CAN',
      hs_country_desc: 'Canada',
      hs_region: 'ON',
      hs_region_desc: 'Ontario', // the list of the country in the same detail
      hs_name: 'Central High',
    });
  });

  it('writes "" for missing detail fields and keeps the label without a name', () => {
    expect(detailAnswers(form, field, {}, { ceeb: '1', country: 'XX' }, 'CENTRAL HS')).toEqual({
      hs_ceeb: '1',
      hs_city: '',
      hs_country: 'XX',
      hs_country_desc: '', // no such option
      hs_region: '',
      hs_region_desc: '',
      hs_name: 'CENTRAL HS',
    });
  });

  it('clears the related answers and keeps the label without a detail', () => {
    expect(detailAnswers(form, field, {}, undefined, 'CENTRAL HS')).toEqual(
      clearedAnswers(form, field, 'CENTRAL HS'),
    );
  });
});

describe('clearedAnswers', () => {
  it('empties every related answer and its _desc, and sets the key', () => {
    expect(clearedAnswers(form, field, '')).toEqual({
      hs_ceeb: '',
      hs_city: '',
      hs_country: '',
      hs_country_desc: '',
      hs_region: '',
      hs_region_desc: '',
      hs_name: '',
    });
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
        relatedFields: { city: 'city' },
      },
      { widget: 'text', key: 'city', label: 'City' },
    ]),
  );
  const street = addressForm.fields.get('address_line_1')!;

  it('is left for the applicant when the detail has none', () => {
    expect(detailAnswers(addressForm, street, {}, { city: 'Columbus' }, 'Columbus, OH')).toEqual({
      city: 'Columbus',
      address_line_1: '',
    });
  });

  it('is the detail’s when it has one, and the label when the lookup failed', () => {
    expect(
      detailAnswers(
        addressForm,
        street,
        {},
        { address_line_1: '190 N Oval Mall', city: 'Columbus' },
        'x',
      ).address_line_1,
    ).toBe('190 N Oval Mall');
    expect(
      detailAnswers(addressForm, street, {}, undefined, '190 N Oval Mall, Columbus').address_line_1,
    ).toBe('190 N Oval Mall, Columbus');
  });
});
