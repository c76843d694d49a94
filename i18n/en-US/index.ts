import englishMessages from 'ra-language-english';
import { validationMessages } from '../../domain/messages';
import account from './account';
import crm from './crm';
import dashboard from './dashboard';
import enums from './enums';
import layout from './layout';
import pm from './pm';
import records from './records';
import shell from './shell';
import support from './support';

/**
 * Our own messages, one file an area; zh-CN/ mirrors each file and its type makes it translate every message.
 * The areas own distinct keys under `app` and `resources`.
 */
const appMessages = {
  app: { ...shell.app, ...layout.app, ...records.app, ...crm.app, ...pm.app, ...support.app, ...account.app, ...dashboard.app },
  resources: { ...crm.resources, ...pm.resources },
  enums,
};

const enUS = { ...englishMessages, ...appMessages, ...validationMessages };

export default enUS;
