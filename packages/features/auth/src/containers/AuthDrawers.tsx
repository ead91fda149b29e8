import { Drawer, type Toast } from '@mall/ui-kit';
import type { LoginTabId } from '@mall/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthDrawersState } from '../hooks/useAuthDrawers';
import { LoginContainer } from './LoginContainer';
import { RegisterContainer } from './RegisterContainer';
import { ResetContainer } from './ResetContainer';

export type AuthDrawersProps = {
  /** From {@link useAuthDrawers}: which drawer is open and how to switch. */
  state: AuthDrawersState;
  /** The staff tab's content (another feature's action, composed by the app). */
  staffContent: ReactNode;
  /** After registration (spec §2: → /registerSuccess). */
  onRegistered: () => void;
  /** Reset success's go-shopping is a page-mode button; in the drawer it is unused but kept for symmetry. */
  onGoShopping: () => void;
  onToast: Toast;
};

/**
 * The login, register and reset drawers (spec §2: 528 px, mutually exclusive; §4: switching waits
 * 300 ms). Each form is mounted only while its drawer is open.
 */
export function AuthDrawers({ state, staffContent, onRegistered, onGoShopping, onToast }: AuthDrawersProps) {
  const { t } = useTranslation('auth');
  const [loginTab, setLoginTab] = useState<LoginTabId>('phoneCode');
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) state.close();
  };
  return (
    <>
      <Drawer
        isOpen={state.open === 'login'}
        onOpenChange={onOpenChange}
        title={t(`tabs.${loginTab}`)}
        closeLabel={t('drawer.close')}
      >
        <LoginContainer
          variant="popup"
          selectedTab={loginTab}
          onSelectTab={setLoginTab}
          staffContent={staffContent}
          onRegister={() => state.show('register')}
          onForgotPassword={() => state.show('reset')}
          onToast={onToast}
        />
      </Drawer>
      <Drawer
        isOpen={state.open === 'register'}
        onOpenChange={onOpenChange}
        title={t('register.title')}
        closeLabel={t('drawer.close')}
      >
        <RegisterContainer
          onRegistered={() => {
            state.close();
            onRegistered();
          }}
          onLogin={() => state.show('login')}
          onToast={onToast}
        />
      </Drawer>
      <Drawer
        isOpen={state.open === 'reset'}
        onOpenChange={onOpenChange}
        title={t('reset.title')}
        closeLabel={t('drawer.close')}
      >
        <ResetContainer
          variant="popup"
          onLogin={() => state.show('login')}
          onGoShopping={onGoShopping}
          onToast={onToast}
        />
      </Drawer>
    </>
  );
}
