import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './upload-outcome';

describe('the answer to an upload', () => {
  it('names the stored file', () => {
    const body = JSON.stringify({ data: { upsertFile: { success: true, id: '17', errors: [] } } });
    expect(uploadOutcome(200, body)).toEqual({ ok: true, id: '17' });
  });

  it('tells the server’s message of a refused request (a file over the limit)', () => {
    const body = JSON.stringify({
      errors: [{ message: 'File too large.', extensions: { key: 'File.error_too_large' } }],
    });
    expect(uploadOutcome(413, body)).toEqual({ ok: false, text: 'File too large.' });
    const keyOnly = JSON.stringify({ errors: [{ extensions: { key: 'File.error_too_large' } }] });
    expect(uploadOutcome(413, keyOnly)).toEqual({ ok: false, key: 'File.error_too_large' });
  });

  it('tells the field error of a refused save, else its message', () => {
    const refused = {
      success: false,
      message: 'The file could not be saved.',
      errors: [{ field: 'folder', key: 'File.error_folder_not_found' }],
    };
    expect(uploadOutcome(200, JSON.stringify({ data: { upsertFile: refused } }))).toEqual({
      ok: false,
      key: 'File.error_folder_not_found',
    });
    expect(
      uploadOutcome(200, JSON.stringify({ data: { upsertFile: { ...refused, errors: [] } } })),
    ).toEqual({ ok: false, text: 'The file could not be saved.' });
  });

  it('says the server was not reached, or could not be understood', () => {
    expect(uploadOutcome(0, '')).toEqual({ ok: false, key: 'files.upload_network_error' });
    expect(uploadOutcome(502, '<html>Bad gateway</html>')).toEqual({
      ok: false,
      key: 'File.server_error',
    });
  });
});
