/**
 * What the default validation messages of every language build on (GOV.UK's error message
 * pattern): how a label reads inside a sentence, whether it is a question, whether its widget
 * is answered by choosing. Each catalogue puts the words around them its own way.
 */
import type { FieldMessageParams } from './types.ts';

/** The label without surrounding space or a trailing colon ("Name:" → "Name"). */
export const bare = (label: string): string => label.trim().replace(/\s*:$/, '');

/**
 * A question or a sentence ("Why do you deserve this scholarship?", "I certify … my own work."):
 * quoted whole in a message, never put mid-sentence.
 */
export const isSentence = (label: string): boolean => /[.!?？]$/.test(bare(label));

/**
 * The label inside a sentence: a sentence-case label's first letter lower-cased ("First name" →
 * "first name"). A label with any other capital stays as written: Title Case ("Legal First
 * Name"), acronyms ("ZIP code", "GPA"), names ("Name at Ohio State"), a lone "I".
 */
export const inSentence = (label: string): string => {
  const text = bare(label);
  return /^\p{Lu}\p{Ll}[^\p{Lu}]*$/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
};

/** Widgets answered by choosing an option ("Select …" rather than "Enter …"). */
export const isChoice = ({ widget }: FieldMessageParams): boolean =>
  widget === 'dropdown' ||
  widget === 'radio' ||
  widget === 'autocomplete' ||
  widget === 'conditionalDropdown';

/** A step that only says how many decimals ("1", "0.1", "1,0"): no need to name it. */
export const isUnitStep = (step: string): boolean => /^(0[.,]0*)?1([.,]0*)?$/.test(step);
