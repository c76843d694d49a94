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
