import { recipientGroupCreateSchema } from '../../../domain/recipientGroup';
import type { RecipientGroupRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { RecipientGroupInputs } from './RecipientGroupInputs';

/** /marketing/recipients/edit/{id} (docs/product.md#screens-and-routes). */
export default function RecipientGroupEdit() {
  const paths = resourcePaths.recipients;
  return (
    <RecordEdit<RecipientGroupRecord> schema={recipientGroupCreateSchema} showPath={paths.showPath} listPath={paths.list} title={(group) => group.name}>
      <RecipientGroupInputs />
    </RecordEdit>
  );
}
