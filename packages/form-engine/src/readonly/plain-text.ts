/**
 * The plain-text read-only rendering for service users (specification §1, §6): the form title,
 * every page title and visible section title, and each visible answered field as a
 * `Label: value` line, indented under its page, section and block. No React: the server and
 * scripts can use it.
 */
import type { CompiledForm } from '../core/index.ts';
import { readOnlyOutline, type OutlineItem, type ReadOnlyState } from './outline.ts';

const INDENT = '  ';

/**
 * Renders the answers of `state` as plain text. Coded lists show their `_desc` label, checkboxes
 * Yes or No, dates MM/DD/YYYY; a school shows "Name (Ceeb: code)" and an uploaded document
 * `Document attached for "<key>"`. Hidden fields, blocks beyond the count and tabs not chosen are
 * left out, as are unanswered fields.
 */
export function renderPlainText(form: CompiledForm, state: ReadOnlyState): string {
  const outline = readOnlyOutline(form, state);
  const lines: string[] = [outline.title];

  const line = (depth: number, text: string) => {
    const [first = '', ...rest] = text.split(/\r?\n/);
    lines.push(INDENT.repeat(depth) + first);
    // Continuation lines of a text area stay under their answer.
    for (const more of rest) lines.push(INDENT.repeat(depth + 1) + more);
  };

  const items = (list: readonly OutlineItem[], depth: number) => {
    for (const item of list)
      switch (item.kind) {
        case 'field':
          if (item.value.answered) line(depth, `${item.value.label}: ${item.value.text}`);
          break;
        case 'block':
          if (item.title === undefined) items(item.items, depth);
          else {
            line(depth, item.title);
            items(item.items, depth + 1);
          }
          break;
        case 'tabs':
          if (item.choice) line(depth, `${item.choice.label}: ${item.choice.text}`);
          items(item.items, depth);
          break;
      }
  };

  for (const page of outline.pages) {
    lines.push('', page.title);
    for (const section of page.sections)
      if (section.title === undefined) items(section.items, 1);
      else {
        line(1, section.title);
        items(section.items, 2);
      }
  }
  return `${lines.join('\n')}\n`;
}
