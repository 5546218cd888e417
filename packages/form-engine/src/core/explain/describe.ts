import type { ConditionExplanation } from './condition.ts';
import type {
  HideRuleExplanation,
  VisibilityExplanation,
  VisibilityLayer,
} from './explain-visibility.ts';

const show = (value: unknown): string =>
  value === undefined ? 'not answered' : value === '' ? '"" (empty)' : JSON.stringify(value);
const verdict = (result: boolean): string => (result ? 'true' : 'false');

/**
 * One line per condition node, indented by depth: `family_status equals "divorced" — answer
 * "married" → false`. Plain text, so a tool, a test or a screen reader reads the same words.
 */
export function describeCondition(node: ConditionExplanation, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  switch (node.kind) {
    case 'compare': {
      const target = node.target === undefined ? '' : ` ${JSON.stringify(node.target)}`;
      return [
        `${pad}${node.key} ${node.operator}${target} — answer ${show(node.actual)} → ${verdict(node.result)}`,
      ];
    }
    case 'all':
    case 'any':
      return [
        `${pad}${node.kind === 'all' ? 'all of' : 'any of'} → ${verdict(node.result)}`,
        ...node.items.flatMap((item) => describeCondition(item, depth + 1)),
      ];
    case 'not':
      return [`${pad}not → ${verdict(node.result)}`, ...describeCondition(node.item, depth + 1)];
    case 'const':
      return [
        `${pad}${node.error ? `invalid condition (${node.error})` : 'constant'} → ${verdict(node.result)}`,
      ];
    case 'blockCount':
      return [
        `${pad}block "${node.blockId}" shows at least ${node.atLeast} — count ${node.count} → ${verdict(node.result)}`,
      ];
    case 'tab':
      return [
        `${pad}tab "${node.tabId}" of "${node.groupId}" chosen — chosen ${node.chosen ?? '(default)'} → ${verdict(node.result)}`,
      ];
  }
}

/** A one-line title of a layer: `section "family" (/pages/0/sections/1)`. */
export function describeLayer(layer: VisibilityLayer): string {
  switch (layer.kind) {
    case 'section':
      return `section "${layer.id}"`;
    case 'tabs':
      return `tab group "${layer.id}"`;
    case 'tab':
      return `tab "${layer.tabId}" of "${layer.groupId}" — chosen ${layer.chosen ?? `(none saved; default ${layer.isDefault ? 'is this tab' : 'is another tab'})`}`;
    case 'block':
      return `add-another "${layer.id}" block ${layer.n} — ${layer.count} shown`;
    case 'field':
      return layer.condition ? `the field's own condition` : 'the field (no condition of its own)';
    case 'options':
      return `the options follow "${layer.controller}": shown only when it has a list to offer`;
  }
}

/** A one-line title of a hide rule. */
export function describeHideRule(rule: HideRuleExplanation): string {
  if (rule.kind === 'single')
    return `hide rule ${rule.index} (${rule.path}) ${rule.hides ? 'hides and clears' : 'does not hide'} "${rule.key}"`;
  const winner = rule.winner === undefined ? 'no member holds' : `member ${rule.winner} wins`;
  return `grouped hide rule ${rule.index} (${rule.path}): ${winner}, so it ${rule.hides ? 'hides and clears' : 'does not hide'} "${rule.key}"`;
}

/** The whole explanation as plain-text lines (what `form-engine` tools print). */
export function describeVisibility(explanation: VisibilityExplanation): string[] {
  const lines = [`${explanation.key}: ${explanation.visible ? 'visible' : 'hidden'}`];
  if (explanation.owner) lines.push(`follows the field "${explanation.owner}"`);
  for (const layer of explanation.layers) {
    lines.push(`${describeLayer(layer)} → ${verdict(layer.result)}`);
    if ('condition' in layer && layer.condition)
      lines.push(...describeCondition(layer.condition, 1));
  }
  for (const rule of explanation.hideRules) {
    lines.push(describeHideRule(rule));
    if (rule.kind === 'single') lines.push(...describeCondition(rule.when, 1));
    else
      for (const member of rule.members) {
        lines.push(
          `  member ${member.index}${member.winner ? ' (winner)' : ''}${member.listsKey ? ' lists the key' : ''}`,
        );
        lines.push(...describeCondition(member.when, 2));
      }
  }
  return lines;
}
