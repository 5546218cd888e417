/**
 * The six mistakes of issue 29 ("Messages for people"), each made once in an otherwise clean
 * form: the text an author would have written, and where the mistake is.
 */

/** A clean form: a yes/no question, a question it controls, and an add-another block. */
export const CLEAN = `{
  "id": "family",
  "title": "Family",
  "optionLists": {
    "yesNo": [
      { "value": "", "label": "--" },
      { "value": "Y", "label": "Yes" },
      { "value": "N", "label": "No" }
    ]
  },
  "pages": [
    {
      "id": "family",
      "path": "/family",
      "title": "Family",
      "stepLabel": "Step 01",
      "sections": [
        {
          "id": "parents",
          "fields": [
            { "widget": "radio", "key": "parent_living", "label": "Is your parent living?", "options": "yesNo" },
            {
              "widget": "text",
              "key": "parent_job",
              "label": "Parent's occupation",
              "visibleWhen": { "valueKey": "parent_living", "operator": "equals", "target": "Y" }
            },
            {
              "widget": "addAnother",
              "id": "siblings",
              "prefix": "sibling_",
              "max": 3,
              "addLabel": "Add a sibling",
              "fields": [
                { "widget": "text", "key": "sibling_name", "label": "Sibling's name" },
                { "widget": "text", "key": "sibling_age", "label": "Sibling's age" }
              ]
            }
          ]
        }
      ]
    }
  ]
}
`;

/** A mistake: the edit to {@link CLEAN}, and the 1-based line and column the report points at. */
export interface Mistake {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly line: number;
  readonly column: number;
  /** What the one message must say. */
  readonly says: RegExp;
}

export const MISTAKES: readonly Mistake[] = [
  {
    name: 'misspelt operator',
    from: '"operator": "equals"',
    to: '"operator": "eqals"',
    line: 26,
    column: 61,
    says: /^unknown operator "eqals" — did you mean "equals"\? \(one of "equals", "notEquals", .*"notIn"\)$/,
  },
  {
    name: 'condition on a missing key',
    from: '"valueKey": "parent_living"',
    to: '"valueKey": "parent_livng"',
    line: 26,
    column: 32,
    says: /^"Parent's occupation" \(parent_job\) depends on "parent_livng", which no question asks — did you mean "parent_living" \("Is your parent living\?"\)\?$/,
  },
  {
    name: 'duplicated key',
    from: '"key": "sibling_age"',
    to: '"key": "sibling_name"',
    line: 36,
    column: 37,
    says: /^key "sibling_name" of "Sibling's age" is already used by "Sibling's name" on line 35$/,
  },
  {
    name: 'widget typo',
    from: '"widget": "radio"',
    to: '"widget": "raido"',
    line: 21,
    column: 15,
    says: /^unknown widget "raido" — did you mean "radio"\? \(one of "text", .*"staticText"\)$/,
  },
  {
    name: 'target not an option',
    from: '"target": "Y"',
    to: '"target": "Yes"',
    line: 26,
    column: 83,
    says: /^target "Yes" is none of the options of "Is your parent living\?" \(parent_living\) — did you mean "Y"\? \("Yes" is its label\) \(one of "Y", "N"\)$/,
  },
  {
    name: 'missing comma',
    from: '"label": "Sibling\'s name" },',
    to: '"label": "Sibling\'s name" }',
    line: 35,
    column: 87,
    says: /^JSON syntax: a comma is missing here \(Expected ',' or ']' after array element\)$/,
  },
];

/** {@link CLEAN} with one mistake made. */
export const withMistake = (m: Mistake): string => {
  if (!CLEAN.includes(m.from)) throw new Error(`no "${m.from}" in the clean form`);
  return CLEAN.replace(m.from, m.to);
};
