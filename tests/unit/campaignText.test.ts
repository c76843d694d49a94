import { describe, expect, test } from 'vitest';
import { campaignActions, canMoveCampaign, campaignTransitions, fillPersonalFields } from '../../domain/campaign.js';
import { campaignStatuses } from '../../domain/enums.js';
import { htmlHasContent, htmlToPlainText } from '../../domain/htmlText.js';
import { countSms, smsEncoding } from '../../domain/smsSegments.js';

describe('SMS length (GSM-7 160 / 153 a part, UCS-2 70 / 67 a part)', () => {
  test.each([
    ['', 'gsm7', 0, 0, 160],
    ['Hello', 'gsm7', 5, 1, 155],
    ['x'.repeat(160), 'gsm7', 160, 1, 0],
    ['x'.repeat(161), 'gsm7', 161, 2, 145],
    ['x'.repeat(306), 'gsm7', 306, 2, 0],
    ['x'.repeat(307), 'gsm7', 307, 3, 152],
    ['Price: 5€ [new]', 'gsm7', 18, 1, 142],
    ['你好', 'ucs2', 2, 1, 68],
    ['好'.repeat(70), 'ucs2', 70, 1, 0],
    ['好'.repeat(71), 'ucs2', 71, 2, 63],
    [`${'x'.repeat(100)}好`, 'ucs2', 101, 2, 33],
    ['Save 🏠', 'ucs2', 7, 1, 63],
  ])('%j is %s, %i long, %i SMS, %i left', (text, encoding, length, segments, remaining) => {
    expect(countSms(text)).toEqual({ encoding, length, segments, remaining });
  });

  test('accented letters of GSM-7 keep it; others need UCS-2', () => {
    expect(smsEncoding('Café à Montréal, Ñ ü ß')).toBe('gsm7');
    expect(smsEncoding('Crème brûlée')).toBe('ucs2');
  });
});

describe('content as plain text', () => {
  test('puts blocks on their own lines, decodes entities and drops markup', () => {
    expect(htmlToPlainText('<h2>Offer</h2><p>Hello <strong>Ada</strong> &amp; co,<br>see&nbsp;you</p><ul><li>One</li><li>Two &#29579;</li></ul>')).toBe(
      'Offer\nHello Ada & co,\nsee you\nOne\nTwo 王',
    );
  });

  test('knows blank content from content with words or a picture', () => {
    expect(htmlHasContent('<p></p><p> &nbsp; </p>')).toBe(false);
    expect(htmlHasContent('<p>x</p>')).toBe(true);
    expect(htmlHasContent('<p><img src="https://example.com/a.png"></p>')).toBe(true);
  });

  test('fills personal fields, escaping the values when asked', () => {
    const values = { first_name: '<Ann>', full_name: 'Ann Lee' };
    expect(fillPersonalFields('Hi {{first_name}} / {{ full_name }} / {{other}}', values)).toBe('Hi <Ann> / Ann Lee / {{other}}');
    expect(fillPersonalFields('{{first_name}}', values, (value) => value.replace(/</g, '&lt;'))).toBe('&lt;Ann>');
  });
});

describe('the campaign lifecycle', () => {
  test('moves forward only: nothing returns to draft, sent and cancelled are final', () => {
    for (const status of campaignStatuses) expect(canMoveCampaign(status, 'draft')).toBe(false);
    expect(campaignTransitions.sent).toEqual([]);
    expect(campaignTransitions.cancelled).toEqual([]);
    expect(canMoveCampaign('draft', 'sending')).toBe(true);
    expect(canMoveCampaign('draft', 'sent')).toBe(false);
    expect(canMoveCampaign('interrupted', 'sending')).toBe(true);
    expect(canMoveCampaign('sending', 'scheduled')).toBe(false);
  });

  test('the actions offered follow the status', () => {
    expect(campaignActions('draft')).toEqual({ edit: true, schedule: true, send: true, cancel: true, test: true, duplicate: true });
    expect(campaignActions('scheduled')).toEqual({ edit: true, schedule: true, send: true, cancel: true, test: true, duplicate: true });
    expect(campaignActions('sending')).toEqual({ edit: false, schedule: false, send: false, cancel: false, test: false, duplicate: true });
    expect(campaignActions('sent')).toEqual({ edit: false, schedule: false, send: false, cancel: false, test: false, duplicate: true });
    expect(campaignActions('interrupted')).toEqual({ edit: false, schedule: false, send: true, cancel: true, test: false, duplicate: true });
  });
});
