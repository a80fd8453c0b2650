import { useMutation } from '../core/graphql';
import { useTranslation } from '../core/i18n/useTranslation';
import type { ActionOutcome } from '../core/components/ResultSnackbar';
import {
  ActivateUserMutation,
  ResendVerificationMutation,
  SendPasswordResetLinkMutation,
  SetUserPermissionsMutation,
  SuspendUserMutation,
} from './users-documents';
import { failureMessage } from '../core/graphql/failure-message';

export type UserAction = 'activate' | 'suspend' | 'send_reset_link' | 'resend_verification';

type Answer = { success: boolean; message?: string | null } | undefined;

/**
 * The administrator's actions on an account. Each answers the server's own (translated) message,
 * which says what happened — or why not, e.g. "You cannot suspend your own account."
 */
export function useUserActions() {
  const { t } = useTranslation();
  const [activate] = useMutation(ActivateUserMutation);
  const [suspend] = useMutation(SuspendUserMutation);
  const [sendResetLink] = useMutation(SendPasswordResetLinkMutation);
  const [resendVerification] = useMutation(ResendVerificationMutation);
  const [setPermissions] = useMutation(SetUserPermissionsMutation);

  const outcome = async (request: () => Promise<Answer>): Promise<ActionOutcome> => {
    try {
      const answer = await request();
      return {
        success: Boolean(answer?.success),
        message: answer?.message || t('users.action_failed'),
      };
    } catch (error) {
      return { success: false, message: failureMessage(error, t) };
    }
  };

  const run = (action: UserAction, id: string): Promise<ActionOutcome> => {
    const variables = { id };
    switch (action) {
      case 'activate':
        return outcome(async () => (await activate({ variables })).data?.activateUser);
      case 'suspend':
        return outcome(async () => (await suspend({ variables })).data?.suspendUser);
      case 'send_reset_link':
        return outcome(
          async () => (await sendResetLink({ variables })).data?.sendPasswordResetLink,
        );
      case 'resend_verification':
        return outcome(
          async () => (await resendVerification({ variables })).data?.resendVerification,
        );
    }
  };

  const savePermissions = (id: string, permissions: string[]): Promise<ActionOutcome> =>
    outcome(
      async () =>
        (await setPermissions({ variables: { id, permissions } })).data?.setUserPermissions,
    );

  return { run, savePermissions };
}
