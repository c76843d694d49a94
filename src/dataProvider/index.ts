export { dataProvider, type AppDataProvider } from './dataProvider';
export type { ClientRecord, ContractRecord, CustomerRecord, CustomerSummaryRecord, ProjectRecord, StaffMemberRecord, StaffRecord, TaskRecord, TeamRecord } from './records';
