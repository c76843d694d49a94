import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import zhCN from '../../i18n/zh-CN';
import { listText } from '../../src/resources/listText';
import { projectBriefingLines, projectBriefingText } from '../../src/resources/projects/projectBriefing';
import { kitchen } from './support/pmFixtures';

describe('lists and labelled lines in the interface language', () => {
  it('joins a list with a comma in English and 、 in Chinese', () => {
    expect(listText(['Kitchen remodeling', 'Plumbing', 'Roofing'], 'en-US')).toBe('Kitchen remodeling, Plumbing, Roofing');
    expect(listText(['厨房改造', '水管工程', '屋顶'], 'zh-CN')).toBe('厨房改造、水管工程、屋顶');
    expect(listText(['王芳'], 'zh-CN')).toBe('王芳');
  });

  it('writes the Project Briefing in Chinese with Chinese punctuation', () => {
    const { translate } = polyglotI18nProvider(() => zhCN, 'zh-CN');
    const text = projectBriefingText(projectBriefingLines({ ...kitchen, customer_name: '王芳' }, translate, 'zh-CN'), translate).split('\n');
    expect(text).toContain('姓名：王芳');
    expect(text).toContain('房产类型：公寓（产权）');
    expect(text).toContain('服务：厨房改造、水管工程');
  });
});
