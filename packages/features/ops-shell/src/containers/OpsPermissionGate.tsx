import { grantsAccess, type OpsGrant } from '@mall/contract/ops';
import { failureMessage } from '@mall/core';
import { Button, FailurePage, Heading, LoadingNotice, Text } from '@mall/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsMe } from '../hooks/useOpsShell';

export type OpsPermissionGateProps = {
  /** What the page's calls need (one permission, or any of several); the server checks the same on every call. */
  permission: OpsGrant;
  children: ReactNode;
};

/**
 * A console page drawn only for a staff member whose roles grant its permission (issue #29): the
 * console hides what they may not use, and says so plainly when they reach it by its address.
 */
export function OpsPermissionGate({ permission, children }: OpsPermissionGateProps) {
  const { t } = useTranslation('opsShell');
  const me = useOpsMe();
  if (me.error)
    return (
      <FailurePage actions={<Button onPress={() => void me.mutate()}>{t('gate.retry')}</Button>}>
        <Heading level={2}>{t('gate.failedTitle')}</Heading>
        <Text>{failureMessage(me.error) || t('gate.failed')}</Text>
      </FailurePage>
    );
  if (!me.data) return <LoadingNotice label={t('gate.loading')} />;
  if (!grantsAccess(me.data.permissions, permission))
    return (
      <FailurePage>
        <Heading level={2}>{t('gate.deniedTitle')}</Heading>
        <Text>{t('gate.denied')}</Text>
      </FailurePage>
    );
  return children;
}
