/** The inactivity dialog's title (§9). */
export const STILL_WORKING_TITLE = 'Still working?';
