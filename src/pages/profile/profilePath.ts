/** Where the signed-in person edits their own account; the top bar's user menu links here. */
export const profilePath = '/profile';
