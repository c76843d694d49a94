import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import * as enums from '../../domain/enums';
import { validationMessages } from '../../domain/validationMessages';
import { noticeKindNames, noticeKinds } from '../../domain/notice';
import enUS from '../../i18n/en-US';
import publicMessages from '../../i18n/en-US/public';
import zhCN from '../../i18n/zh-CN';

/** Every message of a catalog as [path, text], nested keys joined with dots (keys may hold dots themselves). */
function messages(catalog: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? messages(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** react-admin leaves the label of an unknown boolean blank on purpose. */
const blankOnPurpose = new Set(['ra.boolean.null']);

const lookup = (catalog: object, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalog);

describe('the translation catalogs', () => {
  const english = new Set(messages(enUS).map(([path]) => path));
  const chinese = new Set(messages(zhCN).map(([path]) => path));

  it('zh-CN translates every message of en-US, react-admin’s own included', () => {
    expect([...english].filter((path) => !chinese.has(path))).toEqual([]);
  });

  it('en-US has every message of zh-CN', () => {
    expect([...chinese].filter((path) => !english.has(path))).toEqual([]);
  });

  it('gives the public pages the whole catalog’s own texts, a part of it', () => {
    const whole = new Map(messages(enUS));
    const differing = messages(publicMessages).filter(([path, text]) => whole.get(path) !== text);
    expect(differing).toEqual([]);
    expect(messages(publicMessages).length).toBeLessThan(whole.size);
  });

  it('writes Chinese without spaces between words, react-admin’s titles included', () => {
    const spaced = messages(zhCN).filter(([, text]) => typeof text === 'string' && /[\u4e00-\u9fff] +[\u4e00-\u9fff]/.test(text));
    expect(spaced).toEqual([]);
    const { translate } = polyglotI18nProvider(() => zhCN, 'zh-CN');
    expect(translate('ra.page.list', { name: '合同' })).toBe('合同列表');
    expect(translate('ra.page.create', { name: '客户' })).toBe('新建客户');
  });

  it('holds only non-empty texts', () => {
    for (const [name, catalog] of [['en-US', enUS], ['zh-CN', zhCN]] as const) {
      const empty = messages(catalog)
        .filter(([path, text]) => !blankOnPurpose.has(path) && (typeof text !== 'string' || text.trim() === ''))
        .map(([path]) => path);
      expect(empty, name).toEqual([]);
    }
  });

  it('writes Chinese punctuation in Chinese text: ，。？！：；（） and “quotes”, not , . ? ! : ; ( ) and "quotes"', () => {
    const chinese = /[\u3400-\u9fff]/u;
    const englishPunctuation = /[\u3400-\u9fff}] ?[,.?!:;(]|\) ?[\u3400-\u9fff]|"/u;
    const wrong = messages(zhCN).filter(([, text]) => typeof text === 'string' && chinese.test(text) && englishPunctuation.test(text));
    expect(wrong).toEqual([]);
  });

  it('labels every value of every enumeration of domain/enums.ts', () => {
    const missing = Object.entries(enums)
      .filter(([, values]) => Array.isArray(values))
      .flatMap(([name, values]) => (values as readonly string[]).map((value) => ['enums', name, value]))
      .filter((path) => typeof lookup(enUS, path) !== 'string' || typeof lookup(zhCN, path) !== 'string')
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });

  it('says every kind of notice of domain/notice.ts in both languages, naming each of its parameters', () => {
    const wrong = noticeKindNames.flatMap((kind) =>
      [['en-US', enUS], ['zh-CN', zhCN]].flatMap(([name, catalog]) => {
        const sentence = lookup(catalog as object, ['app', 'notices', 'kinds', kind]);
        if (typeof sentence !== 'string') return [`${name} has no sentence for ${kind}`];
        return noticeKinds[kind].parameters.filter((parameter) => !sentence.includes(`%{${parameter}}`)).map((parameter) => `${name} ${kind} leaves out ${parameter}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('uses the domain’s English validation messages, the wording of docs/product.md#validation', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect((enUS as Record<string, unknown>)[key]).toBe(text);
      expect(typeof (zhCN as Record<string, unknown>)[key]).toBe('string');
    }
    expect(enUS.app.errors.something_wrong).toBe('Someting is wrong, try it later...');
    expect(enUS.app.errors.unknown).toBe('Unknown errors, try it later...');
  });
});
