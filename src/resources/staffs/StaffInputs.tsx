import Grid from '@mui/material/Grid';
import { PasswordInput, SelectInput, TextInput, useGetIdentity, useRecordContext } from 'react-admin';
import { staffAccountRoles } from '../../../domain/staff';
import { AccessInputs } from '../AccountAccess';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { FormSection } from '../FormSection';
import { staffEnumFields } from './staffFields';

/** On the edit page, an administrator may set someone else's password; one's own is changed from the profile. */
function NewPasswordInput() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (record && identity && record.id === identity.id) return null;
  return (
    <Grid size={inputWidth.half}>
      <PasswordInput source="password" label="resources.staffs.new_password" helperText="resources.staffs.new_password_helper" autoComplete="new-password" />
    </Grid>
  );
}

/** The staff member's fields (docs/product.md#staff), shared by the Create New Staff modal and the edit page. */
export function StaffInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <FormGrid>
      <FormSection titleKey="resources.staffs.sections.account">
        <Grid size={inputWidth.half}>
          <TextInput source="username" isRequired autoFocus={mode === 'create'} autoComplete="off" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="email" type="email" isRequired />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="name" isRequired />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="lastname" />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="display_name" isRequired />
        </Grid>
        {mode === 'create' ? (
          <Grid size={inputWidth.half}>
            <PasswordInput source="password" isRequired helperText="resources.staffs.password_helper" autoComplete="new-password" />
          </Grid>
        ) : (
          <NewPasswordInput />
        )}
      </FormSection>
      <FormSection titleKey="resources.staffs.sections.work">
        <Grid size={inputWidth.half}>
          <SelectInput source="department" choices={enumChoices(staffEnumFields.department)} emptyText="" />
        </Grid>
        <Grid size={inputWidth.half}>
          <SelectInput source="job_title" choices={enumChoices(staffEnumFields.job_title)} emptyText="" />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="phone" type="tel" />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextInput source="extension" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="location" />
        </Grid>
        <Grid size={12}>
          <TextInput source="address" />
        </Grid>
      </FormSection>
      <AccessInputs roles={staffAccountRoles} helperTexts={mode === 'edit' ? { roles: 'resources.staffs.access_helper' } : undefined} />
      <FormSection titleKey="resources.staffs.sections.about">
        <Grid size={12}>
          <TextInput source="bio" multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          <TextInput source="note" multiline minRows={2} />
        </Grid>
      </FormSection>
    </FormGrid>
  );
}
