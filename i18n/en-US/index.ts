import { mergeMessages, type Messages } from '../mergeMessages';
import { validationMessages } from '../../domain/validationMessages';
import account from './account';
import admin from './admin';
import crm from './crm';
import dashboard from './dashboard';
import enums from './enums';
import layout from './layout';
import notices from './notices';
import pm from './pm';
import publicMessages from './public';
import records from './records';
import schedule from './schedule';
import settings from './settings';
import support from './support';

/**
 * The whole catalog, loaded with the admin app: the public pages' messages (public.ts) and every other area's.
 * Our own messages are one file an area; zh-CN/ mirrors each file and its type makes it translate every message.
 * The areas own distinct keys under `app` and `resources`.
 */
const appMessages = {
  app: { ...publicMessages.app, ...layout.app, ...records.app, ...crm.app, ...pm.app, ...support.app, ...account.app, ...dashboard.app, ...notices.app, ...settings.app, ...schedule.app },
  resources: admin.resources,
  enums: { ...publicMessages.enums, ...enums },
};

/**
 * A resource may keep its messages in its own folder (`src/resources/<name>/i18n.en-US.ts`, with zh-CN beside it):
 * they are laid over the areas' here, so a new resource adds no line to this file.
 */
const resourceCatalogs = import.meta.glob<Messages>('../../src/resources/*/i18n.en-US.ts', { eager: true, import: 'default' });

const areaMessages = { ...publicMessages, ...appMessages, ...validationMessages };
const enUS = Object.values(resourceCatalogs).reduce<Messages>(mergeMessages, areaMessages) as typeof areaMessages;

export default enUS;
