import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { failureMessage } from '../graphql/failure-message';

/**
 * The failure a form or dialog shows, and `attempt`, which runs its request with the failure
 * cleared: a message the request answers (a refusal) becomes the failure, and so does a request
 * that fails (the server's translated message, or that it could not be reached: failureMessage).
 */
export function useSubmitFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (request: () => Promise<string | null | void>) => {
    setFailure(null);
    try {
      const refusal = await request();
      if (refusal) setFailure(refusal);
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  };
  return { failure, attempt };
}
