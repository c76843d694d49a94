import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { AutocompleteInput, ReferenceInput, Title, useGetOne, useRecordFromLocation, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { quoteCreateSchema } from '../../../domain/quote';
import type { ProjectRecord, QuoteRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import { useBusinessSettings } from '../../pages/settings/settingsQueries';
import { usePageTitle } from '../../root/usePageTitle';
import { projectTitle } from '../projects/projectTitle';
import type { CreateViewProps } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { QuoteInputs } from './QuoteInputs';

const pageTitle = 'resources.quotes.page.create';

/** The project a quote is created for when the page is opened for one: `?project=<id>`, or the state a link carries (`{record: {project}}`). */
function useProjectFromLocation(): string | null {
  const [search] = useSearchParams();
  const fromState = useRecordFromLocation() as { project?: unknown } | null;
  const project = search.get('project') ?? fromState?.project;
  return typeof project === 'string' && project !== '' ? project : null;
}

/**
 * The discount of the chosen project and the tax rate of Settings, the server's own defaults, shown in their
 * inputs so the totals are the ones that will be stored; an input changed by hand keeps its value.
 */
function QuoteDefaults() {
  const { setValue, getFieldState } = useFormContext();
  const projectId = useWatch({ name: 'project' }) as string | null | undefined;
  const { data: project } = useGetOne<ProjectRecord>('projects', { id: projectId ?? '' }, { enabled: Boolean(projectId) });
  const { data: settings } = useBusinessSettings();
  useEffect(() => {
    if (project && !getFieldState('discount_percent').isDirty) setValue('discount_percent', project.discount ?? 0);
  }, [project, getFieldState, setValue]);
  useEffect(() => {
    if (settings && !getFieldState('tax_rate').isDirty) setValue('tax_rate', settings.quote_tax_rate);
  }, [settings, getFieldState, setValue]);
  return null;
}

/** The project named on top when the page was opened for it; a picker otherwise, or when that project cannot be read. */
function QuoteProject({ projectId }: { projectId: string | null }) {
  const translate = useTranslate();
  const { data: project, isError } = useGetOne<ProjectRecord>('projects', { id: projectId ?? '' }, { enabled: projectId !== null });
  if (projectId && !isError) {
    return <Alert severity="info">{translate('resources.quotes.editor.for_project', { project: project ? projectTitle(project, translate) : '…' })}</Alert>;
  }
  return (
    <ReferenceInput source="project" reference="projects">
      <AutocompleteInput label="resources.quotes.fields.project" helperText="resources.quotes.editor.project_help" />
    </ReferenceInput>
  );
}

/**
 * /pm/quotes/create (docs/quotes.md#screens): a new draft for a project, its lines typed with their totals live;
 * saved by `POST /api/pm/quotes`, it is shown on its own page. Cancelled, it goes back to the project it was for.
 */
export default function QuoteCreate({ onCreated, onCancel }: CreateViewProps<QuoteRecord>) {
  const projectId = useProjectFromLocation();
  const navigate = useNavigate();
  usePageTitle(pageTitle);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={pageTitle} />
      <OverlayCreateForm
        onCreated={onCreated}
        onCancel={projectId ? () => navigate(resourcePaths.projects.showPath(projectId)) : onCancel}
        container="page"
        resource="quotes"
        schema={quoteCreateSchema}
        draft={() => ({ project: projectId, lines: [], deposit_percent: 0 })}
      >
        <QuoteDefaults />
        <QuoteInputs creating project={<QuoteProject projectId={projectId} />} />
      </OverlayCreateForm>
    </Card>
  );
}
