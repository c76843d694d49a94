import enUS from '../../i18n/en-US';
import { i18nProviderOf } from '../i18n/i18nProvider';

/** The admin app's provider: the whole English catalog, which loads with the admin app's chunk, after sign-in. */
export const adminI18nProvider = i18nProviderOf(enUS);
