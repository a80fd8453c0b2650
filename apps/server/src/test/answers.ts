/**
 * What an HTTP answer tells its client, to compare two answers: status, headers and body. The
 * date and the XSRF cookie (a fresh token per answer) differ between any two answers, so they are
 * left out.
 */
export async function answerOf(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'date' && name !== 'set-cookie'),
  );
  return { status: response.status, headers, body: await response.text() };
}
