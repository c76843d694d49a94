/** The business settings screen (docs/product.md#screens-and-routes). */
export const settingsPath = '/system/settings';
