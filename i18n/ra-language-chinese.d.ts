// ra-language-chinese ships no types; it is a catalog of nested messages under `ra`.
declare module 'ra-language-chinese' {
  import type { Messages } from './mergeMessages';

  const chineseMessages: { ra: Messages & { navigation: Messages } };
  export default chineseMessages;
}
