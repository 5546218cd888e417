/**
 * The answer key of a field in block `n` (1-based) of an add-another block whose keys start with
 * `prefix`: block 1 keeps the key as written, a later block puts its number after the prefix.
 * A `_desc` companion follows its field. The compiler names every block's keys with this
 * function, so a data model, a server or a test that lists them gets the same names.
 *
 * @example
 * blockKey('college_', 'college_name', 1); // 'college_name'
 * blockKey('college_', 'college_name', 2); // 'college_2_name'
 * blockKey('college_', 'college_state_desc', 3); // 'college_3_state_desc'
 */
export function blockKey(prefix: string, key: string, n: number): string {
  return n === 1 ? key : `${prefix}${n}_${key.slice(prefix.length)}`;
}
