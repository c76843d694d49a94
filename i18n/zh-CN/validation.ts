import type { ValidationMessageKey } from '../../domain/messages';

/** The SPEC §5 messages of domain/messages.ts, in Chinese. */
const validation: Record<ValidationMessageKey, string> = {
  'validation.customer.name_required': '请输入客户姓名',
  'validation.customer.phone_required': '请输入客户电话',
  'validation.customer.creation_failed': '糟糕, 客户创建失败!',
  'validation.staff.username_required': '请输入用户名',
  'validation.staff.name_required': '请输入员工姓名',
  'validation.staff.display_name_required': '请输入员工显示名称',
  'validation.staff.email_required': '请输入员工邮箱',
  'validation.staff.creation_failed': '糟糕, 员工创建失败!',
  'validation.length_1_50': '长度应为 1 到 50',
  'validation.length_3_50': '长度应为 3 到 50',
  'validation.length_3_30': '长度应为 3 到 30',
  'validation.length_10_11': '长度应为 10 到 11',
  'validation.too_long': '文字过长',
  'validation.email_invalid': '请输入有效的邮箱地址',
  'validation.phone_digits': '电话号码只能包含数字',
  'validation.choose_from_list': '请从列表中选择',
  'validation.invalid_value': '此值无效',
  'validation.required': '此项为必填项',
  'validation.history.content_required': '请填写备注',
  'validation.history.type': "历史备注的类型必须为 'user_record'",
  'validation.auth.username_required': '请输入用户名',
  'validation.auth.username_format': '用户名为 3 到 50 个字母、数字、点、横线或下划线',
  'validation.auth.password_required': '请输入密码',
  'validation.auth.password_length': '密码长度为 8 到 128 个字符',
  'validation.auth.name_required': '请输入您的姓名',
  'validation.auth.email_required': '请输入您的邮箱',
  'validation.auth.password_mismatch': '两次输入的密码不一致',
  'validation.support.message_required': '请输入消息内容',
  'validation.profile.avatar_upload': '请在此处上传图片, 而不是填写其地址',
};

export default validation;
