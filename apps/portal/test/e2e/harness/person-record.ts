/**
 * What the typing suite's applicant entered, field by field, and every place the portal showed or
 * stored something else: the record the suite compares the reloaded pages and the stored
 * profile against, and the per-field diff it prints when they differ.
 */
import type { Page } from 'playwright-core';

/** One field as entered: what it must show, what must be stored, and how it was entered. */
export interface Entry {
  readonly key: string;
  readonly pageId: string;
  readonly widget: string;
  /** The value the control shows (select/radio: the option value; checkbox: checked). */
  readonly shown: string | boolean;
  /** The stored answer. */
  readonly stored: string | boolean;
  /** The `<key>_desc` label stored with a choice. */
  readonly desc?: { readonly key: string; readonly label: string };
  readonly how: string;
}

export interface Difference {
  readonly phase: string;
  readonly key: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly how: string;
}

export class TypingRecord {
  readonly entries = new Map<string, Entry>();
  readonly differences: Difference[] = [];

  add(entry: Entry): void {
    this.entries.set(entry.key, entry);
  }

  differ(phase: string, key: string, expected: unknown, actual: unknown, how = ''): void {
    this.differences.push({ phase, key, expected, actual, how });
  }

  onPage(pageId: string): Entry[] {
    return [...this.entries.values()].filter((e) => e.pageId === pageId);
  }

  /** One line per difference, grouped by phase, for the assertion message. */
  report(): string {
    if (this.differences.length === 0) return 'no differences';
    const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
    const lines = this.differences.map(
      (d) =>
        `  [${d.phase}] ${d.key}: expected ${show(d.expected)}, got ${show(d.actual)}${d.how ? `  (${d.how})` : ''}`,
    );
    return `${this.differences.length} difference(s) over ${this.entries.size} fields entered:\n${lines.join('\n')}`;
  }
}

/** What a field shows now, read the way its widget shows it; undefined when it is not on screen. */
export async function shownValue(
  page: Page,
  key: string,
  widget: string,
): Promise<string | boolean | undefined> {
  return page.evaluate(
    ({ key, widget }) => {
      const byId = document.getElementById(key);
      if (widget === 'radio') {
        const radios = [
          ...document.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
        ].filter((r) => r.name === key);
        if (radios.length === 0) return undefined;
        return radios.find((r) => r.checked)?.value ?? '';
      }
      if (widget === 'fileUpload') {
        const holder = byId?.closest('.fe-file-upload');
        if (!holder) return undefined;
        return holder.querySelector('.fe-file-name')?.textContent?.trim() ?? '(no file attached)';
      }
      if (!byId) return undefined;
      if (widget === 'checkbox') return (byId as HTMLInputElement).checked;
      if (byId instanceof HTMLInputElement || byId instanceof HTMLSelectElement) return byId.value;
      if (byId instanceof HTMLTextAreaElement) return byId.value;
      return undefined;
    },
    { key, widget },
  );
}

/**
 * Compares every entry of `pageId` with what the page shows now; differences go to the record
 * under `phase`. A field that should show and is missing counts as "(not shown)".
 */
export async function compareShown(
  page: Page,
  record: TypingRecord,
  pageId: string,
  phase: string,
) {
  for (const entry of record.onPage(pageId)) {
    const actual = await shownValue(page, entry.key, entry.widget);
    if (actual !== entry.shown)
      record.differ(phase, entry.key, entry.shown, actual ?? '(not shown)', entry.how);
  }
}

/** Profile answers against the entries, key by key (and each choice's `_desc` label). */
export function compareStored(
  record: TypingRecord,
  profile: {
    answer?: Readonly<Record<string, unknown>>;
    document_answer?: Readonly<Record<string, unknown>>;
  },
  phase = 'GET /api/profile',
): void {
  const answers = profile.answer ?? {};
  for (const entry of record.entries.values()) {
    if (entry.widget === 'fileUpload') {
      const doc = profile.document_answer?.[entry.key] as { file_name?: unknown } | undefined;
      if (doc?.file_name !== entry.stored)
        record.differ(
          phase,
          `document_answer.${entry.key}.file_name`,
          entry.stored,
          doc?.file_name ?? '(missing)',
          entry.how,
        );
      continue;
    }
    if (answers[entry.key] !== entry.stored)
      record.differ(
        phase,
        `answer.${entry.key}`,
        entry.stored,
        answers[entry.key] ?? '(missing)',
        entry.how,
      );
    if (entry.desc && answers[entry.desc.key] !== entry.desc.label)
      record.differ(
        phase,
        `answer.${entry.desc.key}`,
        entry.desc.label,
        answers[entry.desc.key] ?? '(missing)',
        entry.how,
      );
  }
}
