import { describe, expect, test } from 'vitest';
import { campaignSmsCount, campaignSmsText, smsClosing } from '../../domain/campaignSms.js';
import { countSms } from '../../domain/smsSegments.js';

describe('the closing every campaign SMS ends with', () => {
  test("names the sender and says how to stop, in the customer's language (English otherwise)", () => {
    expect(campaignSmsText('Spring offer.', 'Maple Renovations', 'en-US')).toBe('Spring offer. - Maple Renovations. Reply STOP to unsubscribe');
    expect(campaignSmsText('春季优惠。', 'Maple Renovations', 'zh-CN')).toBe('春季优惠。 - Maple Renovations. 回复STOP退订');
    expect(smsClosing('Maple Renovations', 'fr-FR')).toBe(' - Maple Renovations. Répondez STOP pour vous désabonner');
    expect(smsClosing('Maple', 'de-DE')).toBe(' - Maple. Reply STOP to unsubscribe');
  });

  test('the count the editor shows includes the closing of the language that takes the most messages', () => {
    const english = 'a'.repeat(100);
    // Alone, or with the English or French closing, it is one GSM-7 message; the Chinese closing makes it UCS-2, two.
    expect(countSms(campaignSmsText(english, 'Maple', 'fr-FR'))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(campaignSmsCount(english, 'Maple')).toEqual(countSms(campaignSmsText(english, 'Maple', 'zh-CN')));
    expect(campaignSmsCount(english, 'Maple')).toMatchObject({ encoding: 'ucs2', segments: 2 });
    expect(campaignSmsCount('', 'Maple').segments).toBe(1);
  });
});
