import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { FormSection } from '../FormSection';
import { quoteEnumFields } from './quoteFields';
import { QuoteLinesEditor, useLiveQuoteTotals } from './QuoteLinesEditor';
import { QuoteTotalsTable } from './QuoteTotalsTable';

/** The totals of what is typed, by the server's own `quoteTotals`, as the record page shows the stored ones. */
function LiveQuoteTotals() {
  const totals = useLiveQuoteTotals();
  return (
    <Box sx={{ maxWidth: { md: '32rem' }, ml: { md: 'auto' } }}>
      <QuoteTotalsTable figures={totals} />
    </Box>
  );
}

/**
 * A quote's inputs, shared by the creation page and a draft's edit page (docs/quotes.md#screens): its validity,
 * language and percents, its lines by room, the totals live, its terms and notes. `project` comes first on creation;
 * left empty there, the validity and the language are the server's defaults (30 days, the customer's language).
 */
export function QuoteInputs({ project, creating = false }: { project?: ReactNode; creating?: boolean }) {
  return (
    <FormGrid>
      {project && <Grid size={12}>{project}</Grid>}
      <Grid size={inputWidth.half}>
        <DateInput source="valid_until" helperText={creating ? 'resources.quotes.editor.valid_until_default' : false} />
      </Grid>
      <Grid size={inputWidth.half}>
        <SelectInput
          source="language"
          choices={enumChoices(quoteEnumFields.language)}
          {...(creating ? { emptyText: 'resources.quotes.editor.customer_language', parse: (value: string) => value || undefined } : {})}
          helperText={creating ? 'resources.quotes.editor.language_default' : false}
        />
      </Grid>
      <Grid size={inputWidth.third}>
        <NumberInput source="discount_percent" min={0} max={100} step={0.01} helperText={false} />
      </Grid>
      <Grid size={inputWidth.third}>
        <NumberInput source="tax_rate" min={0} max={100} step={0.01} helperText={false} />
      </Grid>
      <Grid size={inputWidth.third}>
        <NumberInput source="deposit_percent" min={0} max={100} step={0.01} helperText={false} />
      </Grid>
      <FormSection titleKey="resources.quotes.lines">
        <Grid size={12}>
          <QuoteLinesEditor />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.quotes.totals.title">
        <Grid size={12}>
          <LiveQuoteTotals />
        </Grid>
      </FormSection>
      <Grid size={12}>
        <TextInput source="terms" multiline minRows={3} />
      </Grid>
      <Grid size={12}>
        <TextInput source="notes" multiline minRows={3} />
      </Grid>
    </FormGrid>
  );
}
