export { dataProvider, type AppDataProvider } from './dataProvider';
export type { ClientRecord, ContractRecord, CustomerRecord, ProjectRecord, StaffMemberRecord, TaskRecord, TeamRecord } from './records';
