export { dataProvider, type AppDataProvider } from './dataProvider';
export type {
  ClientRecord,
  ContractRecord,
  CustomerRecord,
  CustomerSummaryRecord,
  ProjectRecord,
  RecipientCustomerRecord,
  RecipientGroupRecord,
  StaffMemberRecord,
  StaffRecord,
  TaskRecord,
  TeamRecord,
} from './records';
