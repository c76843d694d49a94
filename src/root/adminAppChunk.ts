/** The admin app's chunk: everything behind sign-in. */
export const loadAdminApp = () => import('../admin/AdminApp');

let preloading: Promise<unknown> | undefined;

/**
 * Starts downloading the admin app once someone begins to sign in, so the dashboard follows the click sooner;
 * the sign-in page itself never waits for it. A failure here is left to the real load to report.
 */
export function preloadAdminApp(): void {
  preloading ??= loadAdminApp().catch(() => {
    preloading = undefined;
  });
}
