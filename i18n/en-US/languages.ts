/** The interface's languages, each named in itself as language menus do: the public pages show them too. */
const languages = {
  enums: {
    interfaceLocales: {
      'en-US': 'English',
      'zh-CN': '简体中文',
    },
  },
};

export default languages;
