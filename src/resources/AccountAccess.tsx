import Grid from '@mui/material/Grid';
import { BooleanInput, CheckboxGroupInput, useGetIdentity, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { elevatedRoles } from '../../domain/accountRules';
import { EnumField } from './EnumField';
import { enumChoices } from './enumLabels';
import { FormSection } from './FormSection';
import { DetailCell } from './RecordDetails';
import { StatusChip, type StatusLook } from './StatusChip';

// What the screens over the accounts (staff, registered users) show and edit alike: what an account may do.
// Labels come from the resource's own messages (`resources.<resource>.…`).

/** Whether the account may sign in, beside its name in its page's header. */
export function ActiveChip({ active }: { active: boolean }) {
  const resource = useResourceContext();
  const look: StatusLook<'active_yes' | 'active_no'> = {
    colors: { active_yes: 'success', active_no: 'default' },
    labelKey: (key) => `resources.${resource}.${key}`,
  };
  return <StatusChip value={active ? 'active_yes' : 'active_no'} look={look} />;
}

/** The account's roles and permission tags, as cells of its DetailsCard. */
export const AccessCells = () => (
  <>
    <DetailCell>
      <EnumField source="roles" enumName="staffRoles" />
    </DetailCell>
    <DetailCell>
      <EnumField source="permissions" enumName="permissionTags" />
    </DetailCell>
  </>
);

/** Message keys under each input; none when absent. */
export interface AccessHelperTexts {
  roles?: string;
  permissions?: string;
  active?: string;
}

/**
 * The roles (of `roles`), permission tags and active flag, left out where the server would refuse them
 * (domain/accountRules.ts): only a superadmin is offered admin and superadmin, and nobody may change their own.
 */
export function AccessInputs({ roles, helperTexts = {} }: { roles: readonly string[]; helperTexts?: AccessHelperTexts }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ roles: string[] }>();
  const isSuperadmin = permissions?.roles.includes('superadmin') ?? false;
  const ownRecord = record !== undefined && identity !== undefined && record.id === identity.id;
  const roleChoices = enumChoices('staffRoles').filter(({ id }) => roles.includes(id) && (isSuperadmin || !elevatedRoles.includes(id)));
  return (
    <FormSection titleKey={`resources.${resource}.sections.access`}>
      <Grid size={12}>
        <CheckboxGroupInput source="roles" choices={roleChoices} disabled={ownRecord} isRequired helperText={helperTexts.roles ?? false} />
      </Grid>
      <Grid size={12}>
        <CheckboxGroupInput source="permissions" choices={enumChoices('permissionTags')} disabled={ownRecord} helperText={helperTexts.permissions ?? false} />
      </Grid>
      <Grid size={12}>
        <BooleanInput source="active" disabled={ownRecord} helperText={helperTexts.active ?? false} label={`resources.${resource}.fields.active`} />
      </Grid>
    </FormSection>
  );
}
