/** The message catalogue: its type, the English defaults and the merge of overrides. */
export type { FormMessages, FormMessagesOverride, TabSwitchRemoval } from './types.ts';
export { en, resolveMessages } from './en.ts';
