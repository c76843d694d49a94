/** The business settings screen (SPEC §2.1). */
export const settingsPath = '/system/settings';
