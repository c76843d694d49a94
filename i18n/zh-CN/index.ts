import account from './account';
import crm from './crm';
import dashboard from './dashboard';
import enums from './enums';
import layout from './layout';
import pm from './pm';
import reactAdmin from './reactAdmin';
import records from './records';
import shell from './shell';
import support from './support';
import validation from './validation';

/** The same areas as en-US/index.ts, laid out the same way. */
const appMessages = {
  app: { ...shell.app, ...layout.app, ...records.app, ...crm.app, ...pm.app, ...support.app, ...account.app, ...dashboard.app },
  resources: { ...crm.resources, ...pm.resources },
  enums,
};

const zhCN = { ...reactAdmin, ...appMessages, ...validation };

export default zhCN;
