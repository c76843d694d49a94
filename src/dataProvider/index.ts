export { dataProvider, type AppDataProvider } from './dataProvider';
export type { ClientRecord, ContractRecord, CustomerRecord, ProjectRecord, TaskRecord, TeamRecord } from './records';
