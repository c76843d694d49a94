import crm from './crm';
import enums from './enums';
import pm from './pm';
import reactAdmin from './reactAdmin';
import records from './records';
import shell from './shell';
import validation from './validation';

/** The same areas as en-US/index.ts, laid out the same way. */
const appMessages = {
  app: { ...shell.app, ...records.app, ...crm.app, ...pm.app },
  resources: { ...crm.resources, ...pm.resources },
  enums,
};

const zhCN = { ...reactAdmin, ...appMessages, ...validation };

export default zhCN;
