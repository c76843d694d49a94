export { dataProvider, type AppDataProvider } from './dataProvider';
export type {
  AuditEventRecord,
  CampaignRecord,
  ClientRecord,
  ContractRecord,
  CustomerRecord,
  CustomerSummaryRecord,
  ProjectRecord,
  RecipientCustomerRecord,
  RecipientGroupRecord,
  RegisteredUserRecord,
  StaffMemberRecord,
  StaffRecord,
  TaskRecord,
  TeamRecord,
  TrashEntryRecord,
} from './records';
