import { AlertDialog } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { authKeys } from '../api/keys';
import { useAuthApi } from '../hooks/useAuthApi';

export type LoginErrorDialogProps = {
  /** The `error` query parameter a failed login redirect left (spec §8), or null. */
  error: string | null;
  /** Confirming strips the parameter from the URL (spec §8); the app replaces the location. */
  onConfirm: () => void;
};

/** spec §8: a login error in the query is explained by GET /auth/error/query in the 登录错误 dialog. */
export function LoginErrorDialog({ error, onConfirm }: LoginErrorDialogProps) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const { data, error: loadError } = useSWR(error ? authKeys.errorText(error) : null, () => api.errorText(error ?? ''));
  const isReady = error !== null && (data !== undefined || loadError !== undefined);
  return (
    <AlertDialog
      isOpen={isReady}
      title={t('login.errorTitle')}
      message={data || t('login.errorFallback')}
      confirmLabel={t('login.errorConfirm')}
      onConfirm={onConfirm}
    />
  );
}
