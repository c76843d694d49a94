import type { Locale } from '../../domain/enums.js';

/** The words of a quote's PDF, in each language a quote is written in (docs/quotes.md#the-pdf). */
const english = {
  title: 'Quote',
  version: 'version',
  date: 'Date',
  validUntil: 'Valid until',
  customer: 'Prepared for',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  optional: 'Optional, not included in the total',
  roomSubtotal: 'Subtotal',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax (HST)',
  total: 'Total',
  deposit: 'Deposit due on acceptance',
  terms: 'Terms',
  notes: 'Notes',
  optionalChosen: 'Optional, chosen by the customer',
  optionalNotChosen: 'Optional, not chosen',
  acceptance: 'Acceptance',
  acceptanceStatement: 'The customer accepted this quote on its page by typing their full name and ticking "I agree".',
  signedBy: 'Signed by',
  signedAt: 'Signed at',
  ipAddress: 'From the address',
  fingerprint: 'SHA-256 of the version and choices accepted',
};

export type QuotePdfLabels = typeof english;

const chinese: QuotePdfLabels = {
  title: '报价单',
  version: '版本',
  date: '日期',
  validUntil: '有效期至',
  customer: '客户',
  description: '项目说明',
  quantity: '数量',
  unitPrice: '单价',
  amount: '金额',
  optional: '可选项，未计入总价',
  roomSubtotal: '小计',
  subtotal: '小计',
  discount: '折扣',
  tax: '税（HST）',
  total: '总计',
  deposit: '接受报价时应付定金',
  terms: '条款',
  notes: '备注',
  optionalChosen: '可选项，客户已选',
  optionalNotChosen: '可选项，未选',
  acceptance: '接受确认',
  acceptanceStatement: '客户在报价页面输入全名并勾选“我同意”，接受了本报价。',
  signedBy: '签署人',
  signedAt: '签署时间',
  ipAddress: '来源地址',
  fingerprint: '所接受版本及选项的 SHA-256',
};

/** French quotes use the English words until they are translated. */
export const quotePdfLabels: Record<Locale, QuotePdfLabels> = { 'en-US': english, 'zh-CN': chinese, 'fr-FR': english };
