/**
 * What the typing suite's applicant answers, decided from the compiled form rather than a list of
 * fields, so the suite keeps up with the definitions; and decided deterministically (no random
 * choice), so a failure reproduces.
 *
 * - Choices (dropdowns, radios) take a value that some visibility condition waits for — the
 *   branch that opens conditional fields — rotating through those values across add-another
 *   blocks (SAT sitting 1 takes the older format, sitting 2 the newer); otherwise an option
 *   picked by a stable hash of the key. A few choices are fixed (PREFERRED) to reach the widest
 *   branch where several compete.
 * - Text comes from the field's rules (score ranges, digits, e-mail), its key (ZIP, GPA) or a
 *   readable default that includes an apostrophe, hyphen and accent for names.
 * - Dates are typed in each accepted form in turn; phones in the forms people type them.
 */
import type { CompiledField, CompiledForm, ConditionNode } from '@admissions/form-engine';

/** The date forms the date field accepts (issue 14 item 3), and how to write a date in each. */
export const DATE_FORMS: readonly { readonly name: string; write(iso: string): string }[] = [
  { name: 'M/D/YYYY', write: (d) => `${+d.slice(5, 7)}/${+d.slice(8, 10)}/${d.slice(0, 4)}` },
  { name: 'MM/DD/YYYY', write: (d) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` },
  { name: 'MM-DD-YYYY', write: (d) => `${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}` },
  { name: 'MMDDYYYY', write: (d) => `${d.slice(5, 7)}${d.slice(8, 10)}${d.slice(0, 4)}` },
  { name: 'YYYY-MM-DD', write: (d) => d },
];

/** The canonical shown form of a date (the field's display). */
export const shownDate = (iso: string): string =>
  `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Dates in the order the date fields come (birth, service start, service end); single digits. */
const DATES = ['1998-04-07', '2016-07-05', '2020-09-30'];

/** How US numbers are typed, field after field, and the canonical (###) ###-#### they show. */
const US_PHONE_FORMS: readonly ((area: string, exchange: string, line: string) => string)[] = [
  (a, e, l) => `${a}${e}${l}`,
  (a, e, l) => `(${a}) ${e}-${l}`,
  (a, e, l) => `${a}-${e}-${l}`,
  (a, e, l) => `${a}.${e}.${l}`,
  (a, e, l) => `${a} ${e} ${l}`,
];
const INTERNATIONAL_PHONES = ['+44 20 7946 0958', '+81 3-1234-5678', '+33 1 42 68 53 00'];
/** Typed into the first US phone field before its real number: a mask may format, never drop. */
export const FOREIGN_IN_US_FIELD = '+44 20 7946 0958';

/** Choices fixed where several values open different branches: the widest is taken. */
const PREFERRED: Readonly<Record<string, string>> = {
  // Mobile opens the number and the SMS opt-in; international mobile for the alternate.
  phone_type_1: '2',
  phone_type_2: '5',
  // "No" opens the three majors (from the campus chosen above) instead of one business major.
  early_admission: 'N',
  // Taken: the sittings with their scores rather than the planned month.
  act_taken: 'Y',
  sat_taken: 'Y',
  // Scores are then checked against their ranges (§5), so the typed ones must hold.
  test_optional: 'Y',
};

/** Lookup entries by category, taken in turn: a suggestion chosen, or the applicant's own text. */
export type LookupPlan =
  | { readonly mode: 'choose'; readonly query: string }
  | { readonly mode: 'own'; readonly text: string };
const LOOKUPS: Readonly<Record<string, readonly LookupPlan[]>> = {
  // The first address is typed by hand after choosing its country (issue 14 item 1).
  address: [
    { mode: 'own', text: '100 Main Street' },
    { mode: 'choose', query: '190 N Oval Mall, Columbus, OH 43210' },
    { mode: 'choose', query: '233 S Wacker Dr, Chicago, IL 60606' },
    { mode: 'choose', query: '1 Infinite Loop, Cupertino, CA 95014' },
  ],
  college_ceeb: [
    { mode: 'choose', query: 'Ohio State University' },
    { mode: 'own', text: 'Lakeview Community College' },
    { mode: 'choose', query: 'Kenyon College' },
  ],
  // No public high-school directory ships: a school typed by hand.
  hs_ceeb: [{ mode: 'own', text: 'Central High School' }],
};

const NAMES: Readonly<Record<string, string>> = {
  first_name: 'Zoë',
  middle_name: 'Ann-Marie',
  last_name: "O'Brien-Núñez",
  preferred_name: 'Zo',
  previous_name: 'Zoë Smith',
  city: 'Columbus',
  address_line_2: 'Apt 4B',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The key without its add-another number (`parent_2_living` → `parent_living`). */
function baseKey(field: CompiledField): string {
  if (!field.block) return field.key;
  return field.key.replace(/^(.*?_)\d+_/, '$1');
}

/** Compare nodes outside any `not`, with the (renamed) key they read. */
function compares(node: ConditionNode, out: Extract<ConditionNode, { kind: 'compare' }>[]): void {
  if (node.kind === 'compare') out.push(node);
  else if (node.kind === 'all' || node.kind === 'any') for (const n of node.items) compares(n, out);
}

export class AnswerPlan {
  /** Answer key → values some condition or keyed option list waits for, in definition order. */
  private readonly reveals = new Map<string, string[]>();
  /** Answer key → values a condition needs it not to have. */
  private readonly avoids = new Map<string, Set<string>>();
  private readonly lookupTurns = new Map<string, number>();
  private dateTurn = 0;
  private usPhoneTurn = 0;
  private intlPhoneTurn = 0;

  constructor(readonly form: CompiledForm) {
    const add = (key: string, value: unknown) => {
      const list = this.reveals.get(key) ?? [];
      if (!list.includes(String(value))) list.push(String(value));
      this.reveals.set(key, list);
    };
    for (const field of form.fields.values()) {
      const found: Extract<ConditionNode, { kind: 'compare' }>[] = [];
      compares(field.visibility, found);
      for (const rule of field.rules) if (rule.when) compares(rule.when, found);
      for (const c of found) {
        if (c.operator === 'equals') add(c.key, c.target);
        else if (c.operator === 'in' && Array.isArray(c.target))
          for (const t of c.target) add(c.key, t);
        else if (c.operator === 'notEquals') {
          const set = this.avoids.get(c.key) ?? new Set<string>();
          set.add(String(c.target));
          this.avoids.set(c.key, set);
        }
      }
      // A conditional dropdown shows only for controlling values with a non-empty list.
      if (field.controller && field.options && !Array.isArray(field.options))
        for (const [value, list] of Object.entries(field.options))
          if (list.length) add(field.controller, value);
    }
  }

  field(key: string): CompiledField {
    const field = this.form.fields.get(key);
    if (!field) throw new Error(`the page shows "${key}", which the compiled form does not know`);
    return field;
  }

  /** The value to choose among `offered` (the options on screen, blank excluded). */
  choice(key: string, offered: readonly string[]): string {
    const field = this.field(key);
    if (offered.length === 0) throw new Error(`${key} offers no option`);
    const preferred = PREFERRED[baseKey(field)];
    if (preferred !== undefined && offered.includes(preferred)) return preferred;
    const avoid = this.avoids.get(key) ?? new Set();
    const opening = (this.reveals.get(key) ?? []).filter(
      (v) => offered.includes(v) && !avoid.has(v),
    );
    if (opening.length) return opening[((field.block?.n ?? 1) - 1) % opening.length]!;
    const allowed = offered.filter((v) => !avoid.has(v));
    const pool = allowed.length ? allowed : offered;
    return pool[hash(key) % pool.length]!;
  }

  /** Text for a text field or text area, within `maxLength`. */
  text(key: string, maxLength: number | undefined): string {
    const field = this.field(key);
    const base = baseKey(field);
    const n = field.block?.n ?? 1;
    const clip = (t: string) => (maxLength && maxLength > 0 ? t.slice(0, maxLength) : t);
    const range = field.rules.find((r) => r.rule.rule === 'integerRange')?.rule as
      { min: number; max: number; step?: number } | undefined;
    if (range) {
      const step = range.step ?? 1;
      const steps = Math.floor((range.max - range.min) / step);
      return String(range.min + step * Math.floor(steps * 0.6 + (hash(key) % 5)));
    }
    if (
      field.rules.some((r) => r.rule.rule === 'email') ||
      (field.definition.widget === 'text' && field.definition.inputMode === 'email')
    )
      return clip(`guardian.${n}@example.com`);
    if (/zip$/.test(base)) return clip(String(43210 + n));
    if (/gpa$/.test(base)) return clip(`3.${25 + n}`);
    if (
      field.rules.some((r) => r.rule.rule === 'digits') ||
      (field.definition.widget === 'text' && field.definition.inputMode === 'numeric')
    )
      return clip(String(30 + n));
    if (field.definition.widget === 'textarea')
      return clip(
        `${field.label}: I typed this myself, line by line.\nA second line, with "quotes" & symbols.`,
      );
    const name = NAMES[base];
    if (name) return clip(n > 1 ? `${name} ${n}` : name);
    if (/first_name$/.test(base)) return clip(`Renée ${n}`);
    if (/last_name$/.test(base)) return clip(`D'Angelo-Li ${n}`);
    if (/city$/.test(base)) return clip(`Dayton ${n}`);
    if (/address_line_1$/.test(base)) return clip(`${20 + n} Elm Street`);
    return clip(
      `${field.label
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .slice(0, 30)
        .trim()} ${n}`,
    );
  }

  /** The next date field's date (ISO) and the forms to type it in, the last one staying. */
  date(): { iso: string; forms: typeof DATE_FORMS } {
    const turn = this.dateTurn++;
    // Rotated so that each field ends on a different form (the last typed is the one kept).
    const start = (turn + 3) % DATE_FORMS.length;
    const forms = DATE_FORMS.map((_, i) => DATE_FORMS[(start + i) % DATE_FORMS.length]!);
    return { iso: DATES[turn % DATES.length]!, forms };
  }

  /** The next US phone: how it is typed and the (###) ###-#### it must show. */
  usPhone(): { typed: string; shown: string; first: boolean } {
    const turn = this.usPhoneTurn++;
    const line = String(120 + turn).padStart(4, '0');
    const typed = US_PHONE_FORMS[turn % US_PHONE_FORMS.length]!('614', '555', line);
    return { typed, shown: `(614) 555-${line}`, first: turn === 0 };
  }

  internationalPhone(): string {
    return INTERNATIONAL_PHONES[this.intlPhoneTurn++ % INTERNATIONAL_PHONES.length]!;
  }

  /** The next entry of the autocomplete's category. */
  lookup(key: string): LookupPlan {
    const field = this.field(key);
    const category =
      field.definition.widget === 'autocomplete' ? field.definition.category : 'address';
    const list = LOOKUPS[category] ?? [{ mode: 'own', text: this.text(key, field.maxLength) }];
    const turn = this.lookupTurns.get(category) ?? 0;
    this.lookupTurns.set(category, turn + 1);
    return list[turn % list.length]!;
  }

  /** The tab to choose in a group: the one holding a file upload (the suite uploads), else the default. */
  tabFor(groupId: string): string {
    const group = this.form.tabGroups.get(groupId);
    if (!group) throw new Error(`unknown tab group ${groupId}`);
    const withUpload = group.tabs.find((tab) =>
      tab.nodes.some((n) => n.kind === 'field' && n.field.definition.widget === 'fileUpload'),
    );
    return (withUpload ?? group.tabs.find((t) => t.id === group.defaultTab) ?? group.tabs[0]!).id;
  }
}
