import { GuaranteeCertificateContainer, GuaranteeListContainer } from '@mall/feature-guarantee';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parsePage, paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /electronicGuarantee (spec §2, login; issue #14 电子保单): the member's guarantees a page at a time
 * (?page), or one printable certificate (?certNo) whose QR code opens the public verification.
 */
export function ElectronicGuaranteePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const certNo = params.get('certNo');
  return (
    <PageFrame>
      {certNo ? (
        <GuaranteeCertificateContainer
          certNo={certNo}
          verifyPath={paths.commodityVerification}
          listHref={paths.electronicGuarantee()}
          onBack={() => void navigate(paths.electronicGuarantee())}
        />
      ) : (
        <GuaranteeListContainer
          page={parsePage(params.get('page'))}
          onPageChange={(page) => void navigate(paths.electronicGuarantee({ page }))}
          pageHref={(page) => paths.electronicGuarantee({ page })}
          certificateHref={(number) => paths.electronicGuarantee({ certNo: number })}
        />
      )}
    </PageFrame>
  );
}

export default ElectronicGuaranteePage;
