/** A project's photos and documents (docs/pm.md#photos-and-documents); zh-CN beside this file mirrors it. */
const projectFileMessages = {
  resources: {
    project_files: {
      name: 'Photo or document |||| Photos and documents',
      fields: {
        stage: 'Stage',
        room: 'Room or area',
        caption: 'Caption',
        file_name: 'File',
        creator_name: 'Uploaded by',
        created_at: 'Uploaded',
        project: 'Project',
      },
      all_stages: 'All',
      stage_filter: 'Show the files of a stage',
      none: 'No photo or document yet.',
      none_of_stage: 'No file of this stage.',
      none_for_customer: 'No photo or document on their projects yet.',
      erased: 'Erased file',
      open_file: 'Open %{name}',
      pdf: 'PDF document',
      position: '%{position} of %{total}',
      size: '%{size} MB',
      action: {
        upload: 'Upload',
        choose_files: 'Choose files',
        take_photo: 'Take a photo',
        send: 'Add files',
        edit: 'Edit %{name}',
        delete: 'Delete %{name}',
        previous: 'Previous file',
        next: 'Next file',
        open_pdf: 'Open the PDF',
        close: 'Close',
      },
      upload: {
        title: 'Add photos and documents',
        help: 'Photos (PNG, JPEG, WebP, GIF) and PDF plans or permits, at most %{count} files of %{size} MB at once. The stage, room and caption go to every file; each can be changed later.',
        chosen: 'Chosen: %{smart_count} file |||| Chosen: %{smart_count} files',
        keep_location: 'Keep where the photos were taken',
        keep_location_help: 'A photo\'s location (GPS) is removed unless this is ticked.',
        sending: 'Adding the files…',
      },
      edit_title: 'Edit the file',
      notifications: {
        added: '%{smart_count} file added |||| %{smart_count} files added',
        saved: 'File saved',
        deleted: 'File deleted',
        conflict: 'Someone else changed this file while you were editing. Close and open it again to see their changes.',
      },
      refused: {
        UNSUPPORTED_FILE_TYPE: '%{name} was not added: only PNG, JPEG, WebP or GIF images and PDF documents can be added.',
        FILE_TOO_LARGE: '%{name} was not added: a file may be at most %{size} MB.',
        TOO_MANY_FILES: 'At most %{count} files are added at once.',
        other: '%{name} was not added: %{reason}',
      },
    },
  },
};

export default projectFileMessages;
