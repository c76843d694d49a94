import type enLanguages from '../en-US/languages';

/** Each language named in itself, in Chinese as in English. */
const languages: typeof enLanguages = {
  enums: {
    interfaceLocales: {
      'en-US': 'English',
      'zh-CN': '简体中文',
    },
  },
};

export default languages;
