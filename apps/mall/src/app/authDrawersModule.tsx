import { AuthDrawers, type AuthDrawersProps } from '@mall/feature-auth';
import { StaffLoginContainer } from '@mall/feature-member';

export type AppAuthDrawersProps = Omit<AuthDrawersProps, 'staffContent'> & {
  /** Where a staff sign-in comes back to (the page on show). */
  staffReturnTo: string;
};

/**
 * The lazy chunk of the auth drawers (see LazyAuthDrawers), with the staff sign-in panel of the
 * member feature in it: both load with the first drawer opened, not with the page.
 */
export default function AppAuthDrawers({ staffReturnTo, ...props }: AppAuthDrawersProps) {
  return <AuthDrawers {...props} staffContent={<StaffLoginContainer returnTo={staffReturnTo} />} />;
}
