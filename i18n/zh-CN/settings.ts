import type enSettings from '../en-US/settings';

/** The business settings screen (/system/settings). */
const settings: typeof enSettings = {
  app: {
    settings: {
      company: '公司',
      company_hint: '显示在后台所发邮件的末尾。',
      company_name: '公司名称',
      company_address: '邮寄地址',
      company_address_hint: '按加拿大反垃圾邮件法的要求，每封营销邮件都附有此地址；未填写前邮件营销活动无法发送。',
      company_phone: '电话',
      regional: '语言和时间',
      default_language: '默认语言',
      time_zone: '时区',
      appearance: '默认主题',
      appearance_hint: '每位用户在主题设置中自行选择之前都使用这些设置。',
      primary_color: '主色',
      primary_color_hint: '# 加六位十六进制数字，例如 #4b7cf3',
      pick_color: '选择主色',
      menu_color: '菜单颜色',
      menu_layout: '菜单位置',
      senders: '营销发件人',
      sender_name: '邮件发件人名称',
      sender_email: '邮件发件人地址',
      sms_sender: '短信发送方',
      sms_sender_hint: '电话号码，或不超过 11 个字母和数字的名称',
      save: '保存设置',
      saved: '设置已保存',
      read_only: '只有管理员可以修改这些设置。',
      delivery: '发送',
      delivery_hint: '在服务器上配置（SMTP_URL、SMS_URL）；其密码从不在此显示。',
      email_delivery: '邮件',
      sms_delivery: '短信',
      configured: '已配置',
      configured_at: '已配置（%{host}）',
      not_configured: '未配置',
      send_test_email: '发送测试邮件',
      test_email_sent: '测试邮件已发送至 %{to}',
      backup: '备份',
      backup_hint: '整个数据库（含上传的文件），PostgreSQL SQL 格式；服务器每天也会保存一份。',
      download_backup: '下载备份',
      backup_failed: '无法生成备份，请重试。',
    },
  },
};

export default settings;
