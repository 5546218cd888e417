/**
 * How much the browser benchmark samples. Shared by the measuring, which loops over these, and
 * by results.json, which records them so that figures from different runs can be compared.
 */

/** Fresh mounts per variant, after warm-up mounts that are not counted. */
export const MOUNTS = 15;
export const WARMUP_MOUNTS = 3;
/** Keystrokes are typed in rounds: ten letters, then ten backspaces (fields keep their length). */
export const LETTERS = 'abcdefghij';
export const ROUNDS = 5;
export const WARMUP_ROUNDS = 1;
/** Pause between keys, so each keystroke is handled and painted before the next one. */
export const KEY_GAP_MS = 25;
