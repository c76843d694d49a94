import { startIn } from '../i18n/i18nProvider';
import { appStore } from './appStore';

/** The admin app's chunk: everything behind sign-in, its messages in the language of the store before it is drawn. */
export const loadAdminApp = async () => {
  const [app, { adminI18nProvider }] = await Promise.all([import('../admin/AdminApp'), import('../admin/adminI18nProvider')]);
  // Should the messages not arrive, the app starts in English and react-admin switches when they do.
  await startIn(adminI18nProvider, appStore.getItem('locale')).catch(() => undefined);
  return app;
};

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
