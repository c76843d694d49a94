import Grid from '@mui/material/Grid';
import { CheckboxGroupInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { enumChoices } from '../enumLabels';
import { campaignEnumFields } from './campaignFields';
import { useRecipientChoices } from './recipientChoices';
import { SmsCounter } from './SmsCounter';
import { FormGrid, inputWidth } from '../FormGrid';

/**
 * The editor's toolbar: formatting, lists, links and quotes. Not react-admin's heading level select, whose list
 * markup fails WCAG checks (an item outside a list, a label that differs from the text shown): the campaign's title
 * is the e-mail's heading.
 */
const ContentToolbar = () => (
  <RichTextInputToolbar size="small">
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
  </RichTextInputToolbar>
);

/**
 * The campaign's editable fields, shared by the New Campaign drawer, its page and the edit page. Recipients are the
 * predefined lists and the recipient groups.
 */
export function CampaignInputs() {
  const recipientChoices = useRecipientChoices();
  return (
    <FormGrid>
      <Grid size={inputWidth.half}>
        <TextInput source="title" isRequired autoFocus />
      </Grid>
      <Grid size={inputWidth.half}>
        <TextInput source="sender" isRequired />
      </Grid>
      <Grid size={12}>
        <TextInput source="subtitle" />
      </Grid>
      <Grid size={inputWidth.half}>
        <CheckboxGroupInput source="notification_channels" choices={enumChoices(campaignEnumFields.notification_channels)} isRequired />
      </Grid>
      <Grid size={inputWidth.half}>
        <SelectInput source="template" choices={enumChoices(campaignEnumFields.template)} isRequired />
      </Grid>
      <Grid size={12}>
        <SelectArrayInput source="recipients_list" choices={recipientChoices} translateChoice={false} />
      </Grid>
      <Grid size={12}>
        <RichTextInput source="content" isRequired toolbar={<ContentToolbar />} />
        <SmsCounter />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" multiline minRows={2} />
      </Grid>
    </FormGrid>
  );
}
