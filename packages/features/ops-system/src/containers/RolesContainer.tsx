import { opsPermissions, type OpsRoles } from '@mall/contract/ops';
import { failureMessage } from '@mall/core';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Heading,
  RetryNotice,
  Stack,
  StatusTag,
  type DataTableColumn,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useOpsSystemApi } from './useOpsSystemApi';

type Role = OpsRoles['roles'][number];
type Staff = OpsRoles['staff'][number];

const tableLabels = (t: (key: string, options?: Record<string, unknown>) => string) => ({
  columnSettings: t('common.columns'),
  loading: t('roles.loading'),
  pagination: {
    navigation: t('common.pages'),
    previous: t('common.previous'),
    next: t('common.next'),
    page: (page: number) => t('common.page', { page }),
  },
});

/**
 * /ops/roles (issue #29 "Staff identity and roles"): the roles and what each may do, and the staff with
 * their roles, which an administrator changes; the server refuses to leave no active 超级管理员, and
 * the change holds from the next request on every instance.
 */
export function RolesContainer() {
  const { t } = useTranslation('opsSystem');
  const api = useOpsSystemApi();
  const found = useSWR(['ops', 'roles'], () => api.roles());
  const [editing, setEditing] = useState<Staff | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  if (found.error)
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('roles.failed')}
        retryLabel={t('common.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  const data = found.data;
  const roleName = new Map((data?.roles ?? []).map((role) => [role.code, role.name]));
  const roleColumns: DataTableColumn<Role>[] = [
    { id: 'name', title: t('roles.columns.role'), isRowHeader: true, render: (role) => role.name },
    {
      id: 'permissions',
      title: t('roles.columns.permissions'),
      render: (role) => role.permissions.map((permission) => t(`permissions.${permission}`)).join('、'),
    },
  ];
  const staffColumns: DataTableColumn<Staff>[] = [
    {
      id: 'staff',
      title: t('roles.columns.staff'),
      isRowHeader: true,
      render: (staff) => `${staff.staffCode} ${staff.nickname}`,
    },
    {
      id: 'active',
      title: t('roles.columns.active'),
      render: (staff) => (
        <StatusTag tone={staff.isActive ? 'success' : 'neutral'}>
          {staff.isActive ? t('roles.active') : t('roles.inactive')}
        </StatusTag>
      ),
    },
    {
      id: 'roles',
      title: t('roles.columns.roles'),
      render: (staff) => staff.roles.map((code) => roleName.get(code) ?? code).join('、') || t('roles.none'),
    },
    {
      id: 'edit',
      title: t('roles.columns.edit'),
      render: (staff) => (
        <Button
          tone="link"
          onPress={() => {
            setEditing(staff);
            setChosen([...staff.roles]);
            setSaveError(undefined);
          }}
        >
          {t('roles.edit', { name: staff.nickname })}
        </Button>
      ),
    },
  ];
  const save = () => {
    if (!editing) return;
    setSaving(true);
    setSaveError(undefined);
    api.setStaffRoles({ staffCode: editing.staffCode, roles: chosen }).then(
      () => {
        setSaving(false);
        setEditing(null);
        void found.mutate();
      },
      (error: unknown) => {
        setSaving(false);
        setSaveError(failureMessage(error) || t('roles.saveFailed'));
      },
    );
  };
  const rolesTable = (
    <DataTable
      aria-label={t('roles.rolesTable')}
      columns={roleColumns}
      rows={data?.roles ?? []}
      rowKey={(role) => role.code}
      isLoading={!data}
      emptyTitle={t('roles.empty')}
      page={1}
      pageSize={Math.max(data?.roles.length ?? 0, opsPermissions.length)}
      total={data?.roles.length ?? 0}
      onPageChange={() => undefined}
      labels={tableLabels(t)}
    />
  );
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={2}>{t('roles.rolesTitle')}</Heading>
        {rolesTable}
      </Stack>
      <Stack space="small">
        <Heading level={2}>{t('roles.staffTitle')}</Heading>
        <DataTable
          aria-label={t('roles.staffTable')}
          columns={staffColumns}
          rows={data?.staff ?? []}
          rowKey={(staff) => staff.staffCode}
          isLoading={!data}
          emptyTitle={t('roles.noStaff')}
          page={1}
          pageSize={Math.max(data?.staff.length ?? 0, 1)}
          total={data?.staff.length ?? 0}
          onPageChange={() => undefined}
          labels={tableLabels(t)}
        />
      </Stack>
      <ConfirmDialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('roles.dialogTitle', { name: editing?.nickname ?? '' })}
        message={
          <Stack space="small">
            {t('roles.dialogMessage')}
            {(data?.roles ?? []).map((role) => (
              <Checkbox
                key={role.code}
                isSelected={chosen.includes(role.code)}
                onChange={(isSelected) =>
                  setChosen((now) => (isSelected ? [...now, role.code] : now.filter((code) => code !== role.code)))
                }
              >
                {role.name}
              </Checkbox>
            ))}
          </Stack>
        }
        confirmLabel={t('roles.save')}
        cancelLabel={t('roles.cancel')}
        isPending={isSaving}
        pendingLabel={t('roles.saving')}
        errorMessage={saveError}
        onConfirm={save}
      />
    </Stack>
  );
}
