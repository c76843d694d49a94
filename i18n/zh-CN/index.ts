import { mergeMessages, type Messages } from '../mergeMessages';
import account from './account';
import admin from './admin';
import crm from './crm';
import dashboard from './dashboard';
import enums from './enums';
import languages from './languages';
import layout from './layout';
import notices from './notices';
import pm from './pm';
import reactAdmin from './reactAdmin';
import records from './records';
import schedule from './schedule';
import settings from './settings';
import shell from './shell';
import support from './support';
import validation from './validation';

/** The same areas as en-US/index.ts and public.ts, laid out the same way: one catalog, loaded when chosen. */
const appMessages = {
  app: { ...shell.app, ...layout.app, ...records.app, ...crm.app, ...pm.app, ...support.app, ...account.app, ...dashboard.app, ...notices.app, ...settings.app, ...schedule.app },
  resources: admin.resources,
  enums: { ...languages.enums, ...enums },
};

/** Each resource's own messages (`src/resources/<name>/i18n.zh-CN.ts`), as in en-US/index.ts. */
const resourceCatalogs = import.meta.glob<Messages>('../../src/resources/*/i18n.zh-CN.ts', { eager: true, import: 'default' });

const areaMessages = { ...reactAdmin, ...appMessages, ...validation };
const zhCN = Object.values(resourceCatalogs).reduce<Messages>(mergeMessages, areaMessages) as typeof areaMessages;

export default zhCN;
