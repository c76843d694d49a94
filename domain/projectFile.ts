import { z } from 'zod';
import { apiErrorCodes } from './apiErrors.js';
import { projectFileStages } from './enums.js';
import { oneOf, optionalText, updateEnvelope } from './fields.js';
import { recordFields } from './recordFields.js';
import { projectFileUpload } from './upload.js';

// A project's photos and documents (docs/pm.md#photos-and-documents): before / during / after photos, plans, permits.

export const projectFileLimits = { caption: 500, room: 100, fileName: 255 } as const;

const projectFileShape = {
  stage: oneOf(projectFileStages),
  room: optionalText(projectFileLimits.room),
  caption: optionalText(projectFileLimits.caption),
};

/**
 * The form fields of an upload (`POST /pm/projects/:id/files`, multipart, before its files): the stage, room and
 * caption every file of it gets, and whether to keep where a photo was taken (its GPS), which is removed otherwise.
 */
export const projectFileUploadSchema = z.object({
  ...projectFileShape,
  keep_location: z.enum(['true', 'false'], { error: 'validation.invalid_value' }).optional(),
});
/** What every file of one upload is saved with. */
export type ProjectFileDetails = Omit<z.output<typeof projectFileUploadSchema>, 'keep_location'>;

/** `PUT /pm/project-files/:id`: the stage, room and caption, with the version they were read at. */
export const projectFileUpdateSchema = z.object(projectFileShape).partial().extend(updateEnvelope);
export type ProjectFileUpdate = z.input<typeof projectFileUpdateSchema>;

export const projectFileDefaults = { stage: 'during' } as const;

/**
 * A file as the API answers it. `creator` uploaded it at `created_at`. `url` is a link to its content that works
 * for a day, without a token (an <img> sends none); null once the customer's data was erased (docs/privacy.md),
 * as are `file_name`, `room` and `caption`.
 */
export const projectFileRecordSchema = z.object({
  ...recordFields,
  project: z.string(),
  customer_name: z.string().nullable().describe("The full name of the project's customer, which names the project with its short id"),
  stage: z.enum(projectFileStages),
  room: z.string().nullable(),
  caption: z.string().nullable(),
  file_name: z.string().nullable(),
  type: z.enum(Object.keys(projectFileUpload.types) as [keyof typeof projectFileUpload.types]),
  size: z.number().int(),
  location_kept: z.boolean().describe('Whether the GPS data of the photo was kept when it was uploaded'),
  url: z.string().nullable(),
});
export type ProjectFile = z.infer<typeof projectFileRecordSchema>;

/** A file of an upload that was not saved, and why, in a sentence naming it; the others are saved all the same. */
export const refusedProjectFileSchema = z.object({
  file_name: z.string().nullable(),
  code: z.enum(apiErrorCodes),
  error: z.string(),
});
export type RefusedProjectFile = z.infer<typeof refusedProjectFileSchema>;

/** What an upload answers: the files saved, and those refused. */
export const projectFileUploadAnswerSchema = z.object({
  files: z.array(projectFileRecordSchema),
  refused: z.array(refusedProjectFileSchema),
});
export type ProjectFileUploadAnswer = z.infer<typeof projectFileUploadAnswerSchema>;
