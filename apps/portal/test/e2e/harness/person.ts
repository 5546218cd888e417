/**
 * An applicant who types: walks a form page top to bottom in DOM order and answers every field
 * that is on screen with real keyboard events (`keyboard.type` with a delay per key) and clicks
 * on labels, tabs and buttons — never `fill` — re-reading the page after each answer, so the
 * fields a choice opens are answered next, in the order a person meets them. Each Add Another
 * button is pressed once (block 2 is then answered too) and a tab holding an upload is chosen.
 *
 * Fields are found from the DOM (`.fe-field--<widget>`, the control's name is the answer key);
 * the compiled form only supplies values ({@link AnswerPlan}). What was entered goes to the
 * {@link TypingRecord}; a field that does not show what was just typed is a difference at once.
 */
import type { Locator, Page } from 'playwright-core';
import { makePng } from './files.ts';
import { FOREIGN_IN_US_FIELD, shownDate, type AnswerPlan } from './person-plan.ts';
import { shownValue, type TypingRecord } from './person-record.ts';

/** Milliseconds between keys: real keystrokes, quick enough for two cores (TYPING_DELAY_MS). */
export const KEY_DELAY_MS = Number(process.env.TYPING_DELAY_MS ?? 25);

/** The uploaded document: a generated PNG, named as an applicant might. */
export const UPLOAD = { name: 'statement.png', mimeType: 'image/png' } as const;

interface Item {
  readonly id: string;
  readonly kind: 'field' | 'add' | 'tabs';
  readonly widget: string;
  readonly key: string;
}

/** Fields, Add Another buttons and tab lists on screen, in document order. */
function scan(page: Page): Promise<Item[]> {
  return page.evaluate(() => {
    const found: Item[] = [];
    const nodes = document.querySelectorAll<HTMLElement>(
      'main .fe-field, main .fe-add-another-button, main [role="tablist"]',
    );
    for (const node of nodes) {
      if (node.getClientRects().length === 0) continue;
      if (node.matches('.fe-add-another-button')) {
        const block = node.closest<HTMLElement>('.fe-add-another')?.dataset.block ?? '';
        found.push({ id: `add:${block}`, kind: 'add', widget: 'addAnother', key: block });
      } else if (node.matches('[role="tablist"]')) {
        const first = node.querySelector('[role="tab"]')?.id ?? '';
        found.push({ id: `tabs:${first}`, kind: 'tabs', widget: 'tabs', key: first });
      } else {
        const widget = /fe-field--(\w+)/.exec(node.className)?.[1] ?? '';
        const named = node.querySelector<HTMLInputElement>(
          'input[name], select[name], textarea[name]',
        );
        const labelled = node.querySelector('[id$="-label"]')?.id.replace(/-label$/, '');
        const key = named?.name ?? labelled ?? '';
        if (key) found.push({ id: `field:${key}`, kind: 'field', widget, key });
      }
    }
    return found;
  });
}

/** Waits until `read` gives `wanted` (async widgets settle), returning the last value read. */
async function settle<T>(read: () => Promise<T>, wanted: T, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

export class Person {
  private readonly done = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly plan: AnswerPlan,
    private readonly record: TypingRecord,
  ) {}

  /** Clicks into a text control, selects what it holds and types `text` key by key. */
  async typeInto(target: string | Locator, text: string): Promise<void> {
    const control = typeof target === 'string' ? this.page.locator(target) : target;
    await control.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text, { delay: KEY_DELAY_MS });
  }

  /**
   * Answers every field on screen, top to bottom, until nothing is left unanswered — or, given
   * `stopAfter`, until that many have been answered (a later walk carries on where it stopped).
   */
  async walk(pageId: string, { stopAfter = Infinity } = {}): Promise<void> {
    for (let guard = 0; guard < 1000; guard++) {
      const next = (await scan(this.page)).find((item) => !this.done.has(item.id));
      if (!next || guard >= stopAfter) return;
      this.done.add(next.id);
      if (next.kind === 'add') await this.addAnother(next.key);
      else if (next.kind === 'tabs') await this.chooseTab(next.key);
      else await this.answer(pageId, next.widget, next.key);
    }
    throw new Error('the page kept offering new fields');
  }

  private async addAnother(blockId: string): Promise<void> {
    const items = this.page.locator(`[data-block="${blockId}"] .fe-add-another-item`);
    const before = await items.count();
    await this.page.locator(`[data-block="${blockId}"] .fe-add-another-button`).click();
    await settle(() => items.count(), before + 1, 10_000);
  }

  private async chooseTab(firstTabId: string): Promise<void> {
    const group = [...this.plan.form.tabGroups.keys()].find((id) =>
      firstTabId.startsWith(`${id}-tab-`),
    );
    if (!group) throw new Error(`no tab group for tab ${firstTabId}`);
    const tab = this.page.locator(`#${group}-tab-${this.plan.tabFor(group)}`);
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await settle(() => tab.getAttribute('aria-selected'), 'true', 10_000);
  }

  private async answer(pageId: string, widget: string, key: string): Promise<void> {
    const field = this.plan.field(key);
    const entry = { key, pageId, widget };
    // Filled by a suggestion chosen above: checked, as an applicant reads it, and left alone.
    if (this.record.entries.has(key)) return;
    switch (widget) {
      case 'text':
      case 'textarea': {
        const max = await this.page
          .locator(`#${key}`)
          .evaluate((e: HTMLInputElement) => e.maxLength);
        const text = this.plan.text(key, max > 0 ? max : field.maxLength);
        await this.typeInto(`#${key}`, text);
        const how = `typed ${JSON.stringify(text)}`;
        await this.expectShown(key, widget, text, how);
        this.record.add({ ...entry, shown: text, stored: text, how });
        return;
      }
      case 'phone':
        return this.phone(
          pageId,
          key,
          field.definition.widget === 'phone' && field.definition.international === true,
        );
      case 'date':
        return this.date(pageId, key);
      case 'autocomplete':
        return this.lookup(pageId, key);
      case 'dropdown':
      case 'conditionalDropdown': {
        const select = this.page.locator(`#${key}`);
        const offered = await select.evaluate((s: HTMLSelectElement) =>
          [...s.options].map((o) => o.value).filter((v) => v !== ''),
        );
        const value = this.plan.choice(key, offered);
        await select.selectOption(value);
        const label = await select.evaluate(
          (s: HTMLSelectElement) => s.selectedOptions[0]?.label ?? '',
        );
        const desc = field.descKey ? { key: field.descKey, label } : undefined;
        this.record.add({ ...entry, shown: value, stored: value, desc, how: `chose "${label}"` });
        return;
      }
      case 'radio': {
        const offered = await this.page
          .locator(`input[type="radio"][name="${key}"]`)
          .evaluateAll((rs: HTMLInputElement[]) => rs.map((r) => r.value));
        const value = this.plan.choice(key, offered);
        const radio = this.page.locator(`input[type="radio"][name="${key}"][value="${value}"]`);
        const id = await radio.getAttribute('id');
        const label = this.page.locator(`label[for="${id}"]`);
        const text = (await label.innerText()).trim();
        await label.click();
        const desc = field.descKey ? { key: field.descKey, label: text } : undefined;
        this.record.add({ ...entry, shown: value, stored: value, desc, how: `clicked "${text}"` });
        return;
      }
      case 'checkbox':
        await this.page.locator(`label[for="${key}"]`).click();
        await this.expectShown(key, widget, true, 'clicked its label');
        this.record.add({ ...entry, shown: true, stored: true, how: 'clicked its label' });
        return;
      case 'fileUpload':
        return this.upload(pageId, key);
      default:
        throw new Error(`${key}: no way to answer a "${widget}" field`);
    }
  }

  /** A difference "while typing" when the field does not show `expected` once it settles. */
  private async expectShown(key: string, widget: string, expected: string | boolean, how: string) {
    const actual = await settle(() => shownValue(this.page, key, widget), expected);
    if (actual !== expected) this.record.differ('while typing', key, expected, actual, how);
  }

  private async phone(pageId: string, key: string, international: boolean): Promise<void> {
    const entry = { key, pageId, widget: 'phone' };
    if (international) {
      const typed = this.plan.internationalPhone();
      await this.typeInto(`#${key}`, typed);
      await this.expectShown(key, 'phone', typed, `typed ${JSON.stringify(typed)}`);
      this.record.add({
        ...entry,
        shown: typed,
        stored: typed,
        how: `typed ${JSON.stringify(typed)}`,
      });
      return;
    }
    const { typed, shown, first } = this.plan.usPhone();
    if (first) {
      // A foreign number in a US field: the mask may format it, never drop what was typed.
      await this.typeInto(`#${key}`, FOREIGN_IN_US_FIELD);
      await this.expectShown(key, 'phone', FOREIGN_IN_US_FIELD, 'a foreign number typed first');
    }
    await this.typeInto(`#${key}`, typed);
    await this.expectShown(key, 'phone', shown, `typed ${JSON.stringify(typed)}`);
    this.record.add({ ...entry, shown, stored: shown, how: `typed ${JSON.stringify(typed)}` });
  }

  /** Types the date in every accepted form, leaving the field after each; the last one stays. */
  private async date(pageId: string, key: string): Promise<void> {
    const { iso, forms } = this.plan.date();
    let how = '';
    for (const form of forms) {
      const typed = form.write(iso);
      how = `typed ${JSON.stringify(typed)} (${form.name}), then Tab`;
      await this.typeInto(`#${key}`, typed);
      await this.page.keyboard.press('Tab');
      await this.expectShown(key, 'date', shownDate(iso), how);
    }
    this.record.add({ key, pageId, widget: 'date', shown: shownDate(iso), stored: iso, how });
  }

  /** The real autocomplete: a suggestion chosen with the keyboard, or the applicant's own text. */
  private async lookup(pageId: string, key: string): Promise<void> {
    const entry = { key, pageId, widget: 'autocomplete' };
    const plan = this.plan.lookup(key);
    if (plan.mode === 'own') {
      await this.typeInto(`#${key}`, plan.text);
      await this.page.keyboard.press('Tab');
      await this.expectShown(key, 'autocomplete', plan.text, 'typed, then Tab');
      this.record.add({
        ...entry,
        shown: plan.text,
        stored: plan.text,
        how: `typed ${JSON.stringify(plan.text)}, then Tab`,
      });
      return;
    }
    await this.typeInto(`#${key}`, plan.query);
    const field = this.plan.field(key);
    const related = Object.values(field.relatedFields ?? {});
    const values = () =>
      this.page.evaluate(
        (keys) => keys.map((k) => (document.getElementById(k) as HTMLInputElement | null)?.value),
        related,
      );
    // Suggestions follow the typing (debounced): read the list once it answers the whole query,
    // and arrow down to the suggestion that matches it, as a person reading the list does.
    const options = this.page.locator(
      `#${key}-listbox [role="option"] .fe-autocomplete-option-text`,
    );
    const wanted = plan.query.toLowerCase();
    let index = -1;
    const deadline = Date.now() + 15_000;
    while (index < 0) {
      const texts = await options.allInnerTexts().catch(() => [] as string[]);
      index = texts.findIndex((t) => t.trim().toLowerCase().startsWith(wanted));
      if (index >= 0) break;
      if (Date.now() > deadline)
        throw new Error(
          `${key}: no suggestion for "${plan.query}" (offered: ${texts.join(' | ')})`,
        );
      await this.page.waitForTimeout(100);
    }
    const suggestion = (await options.nth(index).innerText()).trim();
    const before = JSON.stringify(await values());
    for (let i = 0; i <= index; i++) await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
    // The detail arrives after the choice: wait until it has filled the related fields in, and
    // they stay put.
    let last = before;
    for (let stable = 0, waited = 0; stable < 3 && waited < 100; waited++) {
      await this.page.waitForTimeout(100);
      const now = JSON.stringify(await values());
      stable = now !== before && now === last ? stable + 1 : 0;
      last = now;
    }
    const how = `typed ${JSON.stringify(plan.query)}, chose "${suggestion}" with the arrow keys and Enter`;
    const shown = await this.page.locator(`#${key}`).inputValue();
    this.record.add({ ...entry, shown, stored: shown, how });
    for (const other of related) {
      const target = this.plan.form.fields.get(other);
      const widget = target?.definition.widget ?? '';
      const value = await shownValue(this.page, other, widget);
      if (value === undefined || typeof value !== 'string') continue; // not on screen (CEEB code)
      const label =
        widget === 'dropdown'
          ? await this.page
              .locator(`#${other}`)
              .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.label ?? '')
          : '';
      const desc = target?.descKey ? { key: target.descKey, label: value ? label : '' } : undefined;
      const earlier = this.record.entries.get(other);
      this.record.add({
        key: other,
        pageId,
        widget,
        shown: value,
        stored: value,
        desc,
        // A country chosen by hand before the address was typed: then replaced by the suggestion.
        how: `${earlier ? `${earlier.how}, then ` : ''}filled by ${key}'s suggestion`,
      });
    }
  }

  private async upload(pageId: string, key: string): Promise<void> {
    await this.page.locator(`#${key}`).setInputFiles({ ...UPLOAD, buffer: makePng(320, 200) });
    // Uploaded, converted (polled every 2 s), then shown attached.
    const name = this.page.locator(`.fe-file-upload:has(#${key}) .fe-file-name`);
    await name.waitFor({ state: 'visible', timeout: 60_000 });
    await this.expectShown(key, 'fileUpload', UPLOAD.name, 'uploaded');
    this.record.add({
      key,
      pageId,
      widget: 'fileUpload',
      shown: UPLOAD.name,
      stored: UPLOAD.name,
      how: 'uploaded a PNG',
    });
  }
}
