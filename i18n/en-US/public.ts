import englishMessages from 'ra-language-english';
import { sharedValidationMessages } from '../../domain/messages';
import languages from './languages';
import shell from './shell';

/**
 * The messages the public pages show (sign-in, sign-up, forgotten and new password, lockscreen, error pages), which
 * ship with them: react-admin's English, the shell's page titles, auth texts and errors, the languages' names and
 * the validation messages. index.ts adds every other area; they load with the admin app, after sign-in, keeping
 * the sign-in page light (docs/client.md#sign-in-page). Chinese is one catalog, loaded when chosen, either way.
 */
const publicMessages = { ...englishMessages, app: shell.app, enums: languages.enums, ...sharedValidationMessages };

export default publicMessages;
