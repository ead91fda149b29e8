import { InvoiceManageContainer, InvoiceRequestContainer } from '@mall/feature-invoice';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /invoiceManage (spec §2, login; issue #14 发票管理): the request for a paid order (?apply=orderNo,
 * from the order detail's 申请发票), one invoice (?orderNo), or the member's invoices.
 */
export function InvoiceManagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const apply = params.get('apply');
  const toList = () => void navigate(paths.invoiceManage());
  return (
    <PageFrame>
      {apply ? (
        <InvoiceRequestContainer
          orderNo={apply}
          onDone={(orderNo) => void navigate(paths.invoiceManage({ orderNo }), { replace: true })}
          onCancel={toList}
        />
      ) : (
        <InvoiceManageContainer
          orderNo={params.get('orderNo')}
          onOpen={(orderNo) => void navigate(paths.invoiceManage({ orderNo }))}
          onBack={toList}
        />
      )}
    </PageFrame>
  );
}

export default InvoiceManagePage;
