import { LOCALES, messages, type MessageKey } from '@partitura/domain';

/**
 * True when a message the server answered is the text of `key` (in any language: the answer was
 * translated into the language of the request, which may have changed since). Server and web
 * translate from the one catalogue of @partitura/domain, so the text stands for its key. Used only
 * where an answer carries no other sign of what happened.
 */
export function isServerMessage(text: string | null | undefined, key: MessageKey): boolean {
  return typeof text === 'string' && LOCALES.some((locale) => messages[locale][key] === text);
}
