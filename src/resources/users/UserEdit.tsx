import { staffRoles } from '../../../domain/enums';
import { registeredUserFormSchema } from '../../../domain/registeredUser';
import type { RegisteredUserRecord } from '../../dataProvider';
import { accountName } from '../accountName';
import { AccessInputs } from '../AccountAccess';
import { FormGrid } from '../FormGrid';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';

/**
 * What an account may do: its roles (a visitor granted one becomes staff), the permission tags that narrow a
 * staff member to some areas, and whether it may sign in. Saving any change signs the account out everywhere.
 */
export default function UserEdit() {
  return (
    <RecordEdit<RegisteredUserRecord>
      schema={registeredUserFormSchema}
      showPath={resourcePaths.users.showPath}
      listPath={resourcePaths.users.list}
      title={accountName}
    >
      <FormGrid>
        <AccessInputs
          roles={staffRoles}
          helperTexts={{ roles: 'resources.users.helpers.roles', permissions: 'resources.users.helpers.permissions', active: 'resources.users.helpers.active' }}
        />
      </FormGrid>
    </RecordEdit>
  );
}
