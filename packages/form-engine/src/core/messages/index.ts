/** The message catalogue: its type, the English defaults and the merge of overrides. */
export type {
  FieldMessageParams,
  FormMessages,
  FormMessagesOverride,
  RangeMessageParams,
  TabSwitchRemoval,
  ValidationMessage,
} from './types.ts';
export { en, resolveMessages } from './en.ts';
