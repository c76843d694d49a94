// How every campaign SMS ends (CASL: the sender identified and a way to stop): docs/marketing.md#sender-identification.
import type { Locale } from './enums.js';
import { countSms, type SmsCount } from './smsSegments.js';

/** How to stop further texts, in each customer language; STOP is the word the inbound webhook and the carriers act on. */
export const smsStopSentences: Record<Locale, string> = {
  'en-US': 'Reply STOP to unsubscribe',
  'zh-CN': '回复STOP退订',
  'fr-FR': 'Répondez STOP pour vous désabonner',
};

const stopSentence = (locale: string) => smsStopSentences[locale as Locale] ?? smsStopSentences['en-US'];

/**
 * The closing a campaign SMS carries after its text: the sender's name, then how to stop. A hyphen, not a dash: a dash
 * is not GSM-7 and would turn every English text into UCS-2, 70 characters a message instead of 160.
 */
export const smsClosing = (sender: string, locale: string) => ` - ${sender.trim()}. ${stopSentence(locale)}`;

/** The SMS a customer receives: the campaign's text (personal fields filled) and the closing in their language. */
export const campaignSmsText = (text: string, sender: string, locale: string) => `${text}${smsClosing(sender, locale)}`;

/**
 * The length the editor shows: the text with the closing of whichever customer language makes it longest in messages
 * (the Chinese closing turns a text into UCS-2), so the count is never less than what a customer is sent.
 */
export function campaignSmsCount(text: string, sender: string): SmsCount {
  const counts = Object.keys(smsStopSentences).map((locale) => countSms(campaignSmsText(text, sender, locale)));
  return counts.reduce((longest, count) => (count.segments > longest.segments ? count : longest));
}
