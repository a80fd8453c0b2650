import { messages } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { isServerMessage } from './server-message';

describe('recognising a server message', () => {
  it('knows a message by its text in either language', () => {
    expect(isServerMessage(messages.en['Auth.error_link_invalid'], 'Auth.error_link_invalid')).toBe(
      true,
    );
    expect(isServerMessage(messages.de['Auth.error_link_invalid'], 'Auth.error_link_invalid')).toBe(
      true,
    );
  });

  it('tells other messages and missing ones apart', () => {
    expect(isServerMessage(messages.en['Auth.error_link_used'], 'Auth.error_link_invalid')).toBe(
      false,
    );
    expect(isServerMessage(null, 'Auth.error_link_invalid')).toBe(false);
  });
});
