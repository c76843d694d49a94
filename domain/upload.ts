/** What `POST /storage/upload` takes: images (avatars), recognised by their content, not their name. */
export const imageUpload = {
  maxBytes: 2 * 1024 * 1024,
  /** Each accepted type with the extension its files are stored and served under. */
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' },
} as const;

export type ImageType = keyof typeof imageUpload.types;

/** Where uploaded files are served: a random name no one can guess, with the extension of its type. */
export const uploadedFilePath = '/api/storage/files/';
export const uploadedFileName = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** The answer of an upload. */
export interface UploadedFile {
  url: string;
  type: ImageType;
  size: number;
}

/**
 * What a project's photos and documents take (docs/pm.md#photos-and-documents): images and PDF plans and permits,
 * recognised by their content; larger than an avatar, as a phone's camera takes them, and several at once.
 */
export const projectFileUpload = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  types: { ...imageUpload.types, 'application/pdf': 'pdf' },
} as const;

export type ProjectFileType = keyof typeof projectFileUpload.types;

/** What the file input offers; the server checks each file's content all the same. */
export const projectFileAccept = 'image/*,application/pdf';
