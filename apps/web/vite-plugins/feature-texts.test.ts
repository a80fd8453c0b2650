import { MESSAGE_KEYS } from '@partitura/domain';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domainMessageWords } from './feature-texts';

const domainSrc = fileURLToPath(new URL('../../../packages/domain/src', import.meta.url));

describe('the domain’s messages in the feature-texts plugin', () => {
  it('finds the first word of every key of the catalogue in the domain’s tables', () => {
    // A table the plugin did not read would leave a module naming its keys without the texts.
    const words = new Set(MESSAGE_KEYS.map((key) => key.split('.')[0]));
    expect(domainMessageWords(domainSrc)).toEqual(words);
  });
});
