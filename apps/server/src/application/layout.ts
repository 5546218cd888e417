/**
 * Checks of the layout choices (add-another counts, chosen tabs) against the compiled form of the
 * configured variant: the block or tab group must exist, a count must not exceed the block's
 * maximum, and a chosen tab must be one of its group's tabs.
 */
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import { HttpError } from '../errors.ts';

export function checkAddAnother(variant: VariantName, buttonId: string, count: number): void {
  const block = compiledVariant(variant).blocks.get(buttonId);
  if (!block) throw new HttpError(400, `Unknown add-another button "${buttonId}".`);
  if (count > block.max)
    throw new HttpError(400, `"${buttonId}" allows at most ${block.max} entries, not ${count}.`);
}

export function checkTab(variant: VariantName, tabId: string, chosenTab: string): void {
  const group = compiledVariant(variant).tabGroups.get(tabId);
  if (!group) throw new HttpError(400, `Unknown tab group "${tabId}".`);
  if (!group.tabs.some((tab) => tab.id === chosenTab))
    throw new HttpError(400, `"${chosenTab}" is not a tab of "${tabId}".`);
}
