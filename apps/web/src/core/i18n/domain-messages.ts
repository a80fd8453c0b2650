import { messages } from '@partitura/domain';
import { addTexts } from './i18n';

/*
 * The domain's messages (its validation rules' and the server's answers, in both languages) join
 * the texts when the first module that may show one loads, not with the shell: the home screen
 * shows none. A module naming one of their keys imports this module (vite-plugins/
 * feature-texts.ts); the modules that turn keys arriving as data into texts — the form resolver
 * and the server's field errors — import it themselves.
 */
addTexts(messages);
