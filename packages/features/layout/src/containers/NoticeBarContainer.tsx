import { NoticeBar } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../hooks/useLayoutData';
import { useStoredFlag } from '../hooks/useShellState';
import { toNoticeItems } from '../logic/shellMappers';

/** sessionStorage key of the notice bar's close: it lasts for the visit. */
export const noticeClosedKey = 'layout.noticeClosed';

/**
 * The top notice bar (spec §2) fed by the server's notices: they rotate, each for 0.3 s per
 * character plus 3 s; the bar is hidden while they load, when there are none or fail, and for the
 * rest of the visit once closed.
 */
export function NoticeBarContainer() {
  const { t } = useTranslation('layout');
  const { data } = useNotices();
  const [isClosed, close] = useStoredFlag('session', noticeClosedKey);
  const notices = useMemo(() => toNoticeItems(data ?? []), [data]);
  return (
    <NoticeBar
      notices={notices}
      label={t('notice.label')}
      closeLabel={t('notice.close')}
      pauseLabel={t('notice.pause')}
      resumeLabel={t('notice.resume')}
      isClosed={isClosed}
      onClose={close}
    />
  );
}
