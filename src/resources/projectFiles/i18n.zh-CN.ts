import type projectFileMessages from './i18n.en-US';

/** 项目的照片和文件（docs/pm.md#photos-and-documents）。 */
const projectFileMessagesZh: typeof projectFileMessages = {
  resources: {
    project_files: {
      name: '照片和文件',
      fields: {
        stage: '阶段',
        room: '房间或区域',
        caption: '说明',
        file_name: '文件',
        creator_name: '上传人',
        created_at: '上传时间',
        project: '项目',
      },
      all_stages: '全部',
      stage_filter: '按阶段显示文件',
      none: '还没有照片或文件。',
      none_of_stage: '这个阶段没有文件。',
      none_for_customer: '该客户的项目还没有照片或文件。',
      erased: '已清除的文件',
      open_file: '打开%{name}',
      pdf: 'PDF文件',
      position: '第%{position}个，共%{total}个',
      size: '%{size} MB',
      action: {
        upload: '上传',
        choose_files: '选择文件',
        take_photo: '拍照',
        send: '添加文件',
        edit: '编辑%{name}',
        delete: '删除%{name}',
        previous: '上一个文件',
        next: '下一个文件',
        open_pdf: '打开PDF',
        close: '关闭',
      },
      upload: {
        title: '添加照片和文件',
        help: '照片（PNG、JPEG、WebP、GIF）和PDF图纸或许可证，每次最多%{count}个文件，每个最大%{size} MB。阶段、房间和说明适用于所有文件，之后可以逐个修改。',
        chosen: '已选择%{smart_count}个文件',
        keep_location: '保留拍摄地点',
        keep_location_help: '除非勾选此项，照片的位置（GPS）信息会被删除。',
        sending: '正在添加文件…',
      },
      edit_title: '编辑文件',
      notifications: {
        added: '已添加%{smart_count}个文件',
        saved: '文件已保存',
        deleted: '文件已删除',
        conflict: '在您编辑期间，其他人修改了这个文件。请关闭后重新打开以查看其修改。',
      },
      refused: {
        UNSUPPORTED_FILE_TYPE: '%{name}未添加：只能添加PNG、JPEG、WebP或GIF图片和PDF文件。',
        FILE_TOO_LARGE: '%{name}未添加：每个文件最大%{size} MB。',
        TOO_MANY_FILES: '每次最多添加%{count}个文件。',
        other: '%{name}未添加：%{reason}',
      },
    },
  },
};

export default projectFileMessagesZh;
