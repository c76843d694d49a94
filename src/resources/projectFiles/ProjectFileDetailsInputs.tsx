import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { projectFileStages, type ProjectFileStage } from '../../../domain/enums';
import { projectFileLimits } from '../../../domain/projectFile';
import { enumLabelKey } from '../enumLabels';

/** What the upload and edit dialogs type: the stage, room and caption, as text until they are checked. */
export interface ProjectFileDetailsInput {
  stage: ProjectFileStage;
  room: string;
  caption: string;
}

/** The messages of a refused check by field, as translation keys (the schemas' messages are keys). */
export const fieldErrorsOf = (error: z.ZodError | undefined): Record<string, string> =>
  Object.fromEntries((error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** The stage, room and caption inputs the upload and edit dialogs share. */
export function ProjectFileDetailsInputs({
  value,
  onChange,
  errors,
}: {
  value: ProjectFileDetailsInput;
  onChange: (value: ProjectFileDetailsInput) => void;
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  const helper = (field: string) => (errors[field] ? { error: true, helperText: translate(errors[field]) } : {});
  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('resources.project_files.fields.stage')}
        value={value.stage}
        onChange={(event) => onChange({ ...value, stage: event.target.value as ProjectFileStage })}
        sx={{ mb: 2 }}
        {...helper('stage')}
      >
        {projectFileStages.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {translate(enumLabelKey('projectFileStages', stage))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        label={translate('resources.project_files.fields.room')}
        value={value.room}
        onChange={(event) => onChange({ ...value, room: event.target.value })}
        slotProps={{ htmlInput: { maxLength: projectFileLimits.room } }}
        sx={{ mb: 2 }}
        {...helper('room')}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={translate('resources.project_files.fields.caption')}
        value={value.caption}
        onChange={(event) => onChange({ ...value, caption: event.target.value })}
        slotProps={{ htmlInput: { maxLength: projectFileLimits.caption } }}
        {...helper('caption')}
      />
    </>
  );
}
