import { useQuery } from '../core/graphql';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { ConfirmDialog } from '../core/components/ConfirmDialog';
import { PageTitle } from '../core/components/PageTitle';
import { ResultSnackbar, useActionOutcome } from '../core/components/ResultSnackbar';
import { SearchField } from '../core/components/SearchField';
import { useSearchText } from '../core/components/useSearchText';
import { PermissionsDialog } from './PermissionsDialog';
import { useUserActions, type UserAction } from './useUserActions';
import { permissionsFor, type RoleChoice } from './user-roles';
import { UsersTable } from './UsersTable';
import { UsersQuery, type AdministeredUser } from './users-documents';
import { ListPagination } from '../core/components/ListPagination';
import { usePageParam } from '../core/components/usePageParam';
import { LoadingBar } from '../core/components/LoadingBar';

const PAGE_SIZE = 25;

/**
 * /settings/users (administrators): the accounts, searched by name or e-mail, a page at a time,
 * with activate, suspend, reset link, verification and permissions. Each action confirms its
 * result with the server's message.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { text, search, setText } = useSearchText(['page']);
  const { page, setPage } = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: { search: search || null, first: PAGE_SIZE, page },
  });
  const users = (data ?? previousData)?.users;

  const { run, savePermissions } = useUserActions();
  const { shown, show, clear } = useActionOutcome();
  const [busyUserId, setBusyUserId] = useState<string | null>(null);
  // The account stays named while the dialog closes; `open` says whether it is asked about.
  const [suspending, setSuspending] = useState<{ user: AdministeredUser; open: boolean } | null>(
    null,
  );
  const [suspendFailure, setSuspendFailure] = useState<string | null>(null);
  const [editingPermissions, setEditingPermissions] = useState<AdministeredUser | null>(null);

  const act = async (user: AdministeredUser, action: UserAction) => {
    setBusyUserId(user.id);
    const result = await run(action, user.id);
    setBusyUserId(null);
    show(result);
    if (result.success) void refetch();
  };

  const confirmSuspend = async () => {
    if (!suspending) return;
    setSuspendFailure(null);
    setBusyUserId(suspending.user.id);
    const result = await run('suspend', suspending.user.id);
    setBusyUserId(null);
    if (!result.success) {
      setSuspendFailure(result.message);
      return;
    }
    setSuspending({ ...suspending, open: false });
    show(result);
    void refetch();
  };

  const changePermissions = async (user: AdministeredUser, choice: RoleChoice) => {
    const result = await savePermissions(user.id, permissionsFor(choice));
    if (!result.success) return result.message;
    setEditingPermissions(null);
    show(result);
    void refetch();
    return null;
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('users.title')}</PageTitle>
      <SearchField
        label={t('users.search_label')}
        placeholder={t('users.search_placeholder')}
        value={text}
        onChange={setText}
      />
      {loading && <LoadingBar aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {error && (
        <LoadFailedAlert
          text={t('users.load_failed')}
          retry={() => void refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {users && (
        <>
          <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
            {users.paginatorInfo.total === 0
              ? search
                ? t('users.none_match', { search })
                : t('users.none')
              : t('users.count', { count: users.paginatorInfo.total })}
          </Typography>
          {users.data.length > 0 && (
            <UsersTable
              users={users.data}
              busyUserId={busyUserId}
              onChoose={(user, choice) => {
                if (choice === 'suspend') {
                  setSuspendFailure(null);
                  setSuspending({ user, open: true });
                } else if (choice === 'permissions') {
                  setEditingPermissions(user);
                } else {
                  void act(user, choice);
                }
              }}
            />
          )}
          {users.paginatorInfo.lastPage > 1 && (
            <ListPagination
              total={users.paginatorInfo.total}
              page={users.paginatorInfo.currentPage}
              pageSize={PAGE_SIZE}
              onPage={setPage}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={Boolean(suspending?.open)}
        title={t('users.suspend_title')}
        question={t('users.suspend_prompt', { name: suspending?.user.name ?? '' })}
        confirmLabel={t('users.suspend')}
        busy={busyUserId !== null && busyUserId === suspending?.user.id}
        error={suspendFailure}
        onConfirm={() => void confirmSuspend()}
        onCancel={() => suspending && setSuspending({ ...suspending, open: false })}
      />
      {editingPermissions && (
        <PermissionsDialog
          user={editingPermissions}
          onSave={(choice) => changePermissions(editingPermissions, choice)}
          onClose={() => setEditingPermissions(null)}
        />
      )}
      <ResultSnackbar shown={shown} onClose={clear} />
    </Box>
  );
}
