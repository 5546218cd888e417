/**
 * Operating the portal with the keyboard alone: focus moves only with Tab (so every control used
 * is proven reachable in the tab order), and controls are operated with the keys a keyboard user
 * has — typing, arrows in selects and radio groups, Space for checkboxes and buttons, Enter for
 * links and forms. No clicks, no `fill`, no `focus()`.
 */
import type { Locator, Page } from 'playwright-core';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has focus; fails after `limit` presses (a control out of the tab
 * order, or behind a trap). Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, limit = 300): Promise<number> {
  for (let presses = 0; presses <= limit; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${String(target)} not reached with ${limit} Tabs; focus is on ${active}`);
}

/** Tabs to a text input and types into it (replacing what it held). */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Tabs to a closed `<select>` and moves through its options with the arrow keys until the one
 * labelled `label` is chosen, as a keyboard user does.
 */
export async function selectWithKeys(page: Page, target: Locator, label: string): Promise<void> {
  await tabTo(page, target);
  const chosen = () =>
    target.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label ?? '');
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 400; presses++) {
    if ((await chosen()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" reached in ${String(target)}`);
}

/**
 * Tabs into a radio group (focus lands on its first radio when none is checked) and arrows to
 * the radio whose value is `value`; arrow keys check the radio they move to. Space checks the
 * first one when it is the one wanted.
 */
export async function radioWithKeys(page: Page, name: string, value: string): Promise<void> {
  const radios = page.locator(`input[type="radio"][name="${name}"]`);
  await tabTo(page, radios.first());
  const wanted = radios.and(page.locator(`[value="${value}"]`));
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 20; presses++) {
    if (await wanted.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`radio ${name}=${value} not reached with the arrow keys`);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tickWithKeys(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
}

/** Tabs to a button and presses it with `key` (Enter or Space: both must work). */
export async function pressButton(
  page: Page,
  target: Locator,
  key: 'Enter' | 'Space' = 'Enter',
): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
