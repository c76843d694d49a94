import { customerUpdateSchema } from '../../../domain/customer';

/**
 * The edit form's validation: the update schema without its envelope. The record's `_id` and the version it
 * was read at travel outside the form (the dataProvider adds them to the PUT).
 */
export const customerEditSchema = customerUpdateSchema.omit({ _id: true, updated_at: true });
