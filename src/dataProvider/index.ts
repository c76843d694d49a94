export { dataProvider, type AppDataProvider } from './dataProvider';
export type { ClientRecord, CustomerRecord } from './records';
