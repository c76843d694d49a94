import { customerFullName } from '../../../domain/customer';
import type { CustomerRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { CustomerInputs } from './CustomerInputs';
import { customerEditSchema } from './customerSchemas';

/** Edits a customer; a 409 (someone else saved it since it was loaded) is told before anything looks saved. */
export default function CustomerEdit() {
  return (
    <RecordEdit<CustomerRecord> schema={customerEditSchema} showPath={resourcePaths.customers.showPath} listPath={resourcePaths.customers.list} title={customerFullName}>
      <CustomerInputs />
    </RecordEdit>
  );
}
