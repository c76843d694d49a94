import { describe, expect, it } from 'vitest';
import { defaultThemeSettings, validThemeSettings } from '../../src/theme/themeSettings';

const fromQuery = (query: string) => validThemeSettings(Object.fromEntries(new URLSearchParams(query)));

describe('theme settings given in the URL (docs/product.md#settings-from-the-url)', () => {
  it('reads every valid setting', () => {
    expect(fromQuery('primaryColor=%23FF8800&menuColor=dark&menuLayout=top&routerAnimation=zoom-fadein&leftMenuWidth=280')).toEqual({
      primaryColor: '#ff8800',
      menuColor: 'dark',
      menuLayout: 'top',
      routerAnimation: 'zoom-fadein',
      leftMenuWidth: 280,
    });
    expect(fromQuery('menuLayout=none&routerAnimation=none&leftMenuWidth=256')).toEqual({ menuLayout: 'none', routerAnimation: 'none', leftMenuWidth: 256 });
    expect(fromQuery('leftMenuWidth=300')).toEqual({ leftMenuWidth: 300 });
  });

  it('ignores each invalid value and keeps the valid ones beside it', () => {
    expect(fromQuery('primaryColor=red&menuColor=purple&menuLayout=right&routerAnimation=spin&leftMenuWidth=255')).toEqual({});
    expect(fromQuery('primaryColor=%23abcd&leftMenuWidth=301&menuLayout=top')).toEqual({ menuLayout: 'top' });
    expect(fromQuery('leftMenuWidth=270.5&primaryColor=4b7cf3')).toEqual({});
    expect(fromQuery('leftMenuWidth=&menuColor=')).toEqual({});
    expect(fromQuery('unknown=1&locale=zh-CN')).toEqual({});
  });

  it('starts from the defaults of docs/product.md#constants-and-limits: a 240 px left menu until the slider moves it', () => {
    expect(defaultThemeSettings).toEqual({
      primaryColor: '#4b7cf3',
      menuColor: 'gray',
      menuLayout: 'left',
      routerAnimation: 'slide-fadein-up',
      leftMenuWidth: 240,
    });
  });
});
