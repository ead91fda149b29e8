import { AFTERSALES_READ, type OpsGrant } from '@mall/contract/ops';
import { useSession } from '@mall/core';
import {
  AftersaleDetailContainer,
  AftersaleQueueContainer,
  readAftersaleSearch,
  writeAftersaleSearch,
} from '@mall/feature-ops-aftersales';
import {
  OrderDetailContainer,
  OrderSearchContainer,
  readOrderSearch,
  writeOrderSearch,
} from '@mall/feature-ops-orders';
import {
  OpsFrameContainer,
  OpsPermissionGate,
  OpsSignInCallbackContainer,
  OpsSignInContainer,
  opsReturnTo,
} from '@mall/feature-ops-shell';
import {
  FeedbackQueueContainer,
  FeedbackThreadContainer,
  InquiryDetailContainer,
  InquiryListContainer,
} from '@mall/feature-ops-service';
import { AuditLogContainer, readAuditSearch, RolesContainer, writeAuditSearch } from '@mall/feature-ops-system';
import { ActionLink, FailurePage, Text, useInAppLinks } from '@mall/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { navigation, type OpsSection } from './navigation';
import { basename, hrefOf, paths } from './paths';

/** Paths the server answers itself, and the mall (another app): links to them load normally. */
const serverPrefixes = ['/api', '/auth', '/media', '/docs', '/oidc', '/config.json'];

/** The document's title: the page's, then the console's name. */
function useTitle(title: string) {
  const { t } = useTranslation('opsShell');
  useEffect(() => {
    document.title = `${title} · ${t('signIn.title')}`;
  }, [title, t]);
}

/** The console's root: plain links route inside it (features and ui-kit render `<a href>`). */
function Root() {
  const navigate = useNavigate();
  useInAppLinks(navigate, serverPrefixes, basename);
  return <Outlet />;
}

/** Guard: only a signed-in staff member reaches the console; anyone else signs in first and comes back. */
function RequireStaff() {
  const { isStaff } = useSession();
  const location = useLocation();
  if (!isStaff) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/** A console page: the frame, its title, and the permission its calls need (the server checks the same). */
function OpsPage({
  section,
  permission,
  title,
  children,
}: {
  section?: OpsSection;
  permission?: OpsGrant;
  title: string;
  children: ReactNode;
}) {
  useTitle(title);
  return (
    <OpsFrameContainer navigation={navigation} hrefOf={hrefOf} current={section} title={title}>
      {permission ? <OpsPermissionGate permission={permission}>{children}</OpsPermissionGate> : children}
    </OpsFrameContainer>
  );
}

function SignInPage() {
  const { t } = useTranslation('ops');
  const [params] = useSearchParams();
  useTitle(t('titles.signIn'));
  const { isStaff } = useSession();
  const returnTo = opsReturnTo(params.get('returnTo'));
  if (isStaff && !params.has('failed')) return <Navigate to={returnTo ?? paths.orders()} replace />;
  return <OpsSignInContainer returnTo={returnTo} hasFailed={params.has('failed')} />;
}

function SignInCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <OpsSignInCallbackContainer
      search={location.search}
      onSignedIn={(returnTo) => void navigate(returnTo ?? paths.orders(), { replace: true })}
      onFailed={() => void navigate(`${paths.login()}?failed=1`, { replace: true })}
    />
  );
}

function OrdersPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <OpsPage section="orders" permission="orders.read" title={t('titles.orders')}>
      <OrderSearchContainer
        search={readOrderSearch(params)}
        onSearchChange={(search) => setParams(writeOrderSearch(search))}
        orderHref={(orderNo) => hrefOf(paths.order(orderNo))}
        onOpenOrder={(orderNo) => void navigate(paths.order(orderNo))}
      />
    </OpsPage>
  );
}

function OrderPage() {
  const { t } = useTranslation('ops');
  const { orderNo = '' } = useParams();
  return (
    <OpsPage section="orders" permission="orders.read" title={t('titles.order', { orderNo })}>
      <OrderDetailContainer orderNo={orderNo} />
    </OpsPage>
  );
}

/** The filter a page keeps in its address (`?state=` / `?status=`), when it is one of `allowed`. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function FeedbackPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <OpsPage section="feedback" permission="service.reply" title={t('titles.feedback')}>
      <FeedbackQueueContainer
        filter={oneOf(params.get('state'), ['waiting', 'answered'] as const)}
        onFilterChange={(filter) => setParams(filter ? { state: filter } : {})}
        threadHref={(feedbackNo) => hrefOf(paths.feedbackThread(feedbackNo))}
        onOpenThread={(feedbackNo) => void navigate(paths.feedbackThread(feedbackNo))}
      />
    </OpsPage>
  );
}

function FeedbackThreadPage() {
  const { t } = useTranslation('ops');
  const { feedbackNo = '' } = useParams();
  return (
    <OpsPage section="feedback" permission="service.reply" title={t('titles.feedbackThread', { feedbackNo })}>
      <FeedbackThreadContainer feedbackNo={feedbackNo} />
    </OpsPage>
  );
}

function InquiriesPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <OpsPage section="inquiries" permission="service.reply" title={t('titles.inquiries')}>
      <InquiryListContainer
        status={oneOf(params.get('status'), ['new', 'contacted', 'quoted', 'closed'] as const)}
        onStatusChange={(status) => setParams(status ? { status } : {})}
        inquiryHref={(inquiryNo) => hrefOf(paths.inquiry(inquiryNo))}
        onOpenInquiry={(inquiryNo) => void navigate(paths.inquiry(inquiryNo))}
      />
    </OpsPage>
  );
}

function InquiryPage() {
  const { t } = useTranslation('ops');
  const { inquiryNo = '' } = useParams();
  return (
    <OpsPage section="inquiries" permission="service.reply" title={t('titles.inquiry', { inquiryNo })}>
      <InquiryDetailContainer inquiryNo={inquiryNo} />
    </OpsPage>
  );
}

function AftersalesPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <OpsPage section="aftersales" permission={AFTERSALES_READ} title={t('titles.aftersales')}>
      <AftersaleQueueContainer
        search={readAftersaleSearch(params)}
        onSearchChange={(search) => setParams(writeAftersaleSearch(search))}
        refundHref={(refundNo) => hrefOf(paths.aftersale(refundNo))}
        onOpenRefund={(refundNo) => void navigate(paths.aftersale(refundNo))}
      />
    </OpsPage>
  );
}

function AftersalePage() {
  const { t } = useTranslation('ops');
  const { refundNo = '' } = useParams();
  return (
    <OpsPage section="aftersales" permission={AFTERSALES_READ} title={t('titles.aftersale', { refundNo })}>
      <AftersaleDetailContainer refundNo={refundNo} orderHref={(orderNo) => hrefOf(paths.order(orderNo))} />
    </OpsPage>
  );
}

function AuditPage() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  return (
    <OpsPage section="audit" permission="audit.read" title={t('titles.audit')}>
      <AuditLogContainer
        search={readAuditSearch(params)}
        onSearchChange={(search) => setParams(writeAuditSearch(search))}
      />
    </OpsPage>
  );
}

function RolesPage() {
  const { t } = useTranslation('ops');
  return (
    <OpsPage section="roles" permission="roles.manage" title={t('titles.roles')}>
      <RolesContainer />
    </OpsPage>
  );
}

function NotFoundPage() {
  const { t } = useTranslation('ops');
  return (
    <OpsPage title={t('titles.notFound')}>
      <FailurePage actions={<ActionLink href={hrefOf(paths.orders())}>{t('notFound.back')}</ActionLink>}>
        <Text>{t('notFound.body')}</Text>
      </FailurePage>
    </OpsPage>
  );
}

/** The console's route table (issue #29), under the basename /ops. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: paths.login(), element: <SignInPage /> },
      { path: paths.loginCallback(), element: <SignInCallbackPage /> },
      {
        element: <RequireStaff />,
        children: [
          { index: true, element: <Navigate to={paths.orders()} replace /> },
          { path: paths.orders(), element: <OrdersPage /> },
          { path: '/orders/:orderNo', element: <OrderPage /> },
          { path: paths.aftersales(), element: <AftersalesPage /> },
          { path: '/aftersales/:refundNo', element: <AftersalePage /> },
          { path: paths.feedback(), element: <FeedbackPage /> },
          { path: '/feedback/:feedbackNo', element: <FeedbackThreadPage /> },
          { path: paths.inquiries(), element: <InquiriesPage /> },
          { path: '/inquiries/:inquiryNo', element: <InquiryPage /> },
          { path: paths.audit(), element: <AuditPage /> },
          { path: paths.roles(), element: <RolesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
