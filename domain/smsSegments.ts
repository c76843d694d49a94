// SMS length rules (GSM 03.38 and 3GPP TS 23.040): what the campaign form counts and the server would send.

/** GSM-7's basic characters: one septet each. */
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM-7's extension characters: an escape and the character, two septets each. */
const gsmExtension = '^{}\\[~]|€\f';

const basicSet = new Set(gsmBasic);
const extensionSet = new Set(gsmExtension);

/** One message holds 160 GSM-7 characters or 70 UCS-2 ones; a longer text is split into parts that each give up room to a header. */
export const smsLimits = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export type SmsEncoding = keyof typeof smsLimits;

export interface SmsCount {
  encoding: SmsEncoding;
  /** Characters as the network counts them: GSM-7 septets (an extension character is two), or UTF-16 units. */
  length: number;
  /** How many messages the text is sent as (0 for an empty text). */
  segments: number;
  /** How many more characters fit in the last message before another is needed. */
  remaining: number;
}

/** A text is sent in GSM-7 when every character is one of its own; any other (Chinese, an emoji) makes the whole text UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) if (!basicSet.has(character) && !extensionSet.has(character)) return 'ucs2';
  return 'gsm7';
}

/** How long `text` is as an SMS, in how many messages it goes, and how much room the last one has left. */
export function countSms(text: string): SmsCount {
  const encoding = smsEncoding(text);
  const length = encoding === 'gsm7' ? [...text].reduce((sum, character) => sum + (extensionSet.has(character) ? 2 : 1), 0) : text.length;
  const { single, part } = smsLimits[encoding];
  if (length === 0) return { encoding, length, segments: 0, remaining: single };
  if (length <= single) return { encoding, length, segments: 1, remaining: single - length };
  const segments = Math.ceil(length / part);
  return { encoding, length, segments, remaining: segments * part - length };
}
