import { CaptchaField, useCaptcha } from '@mall/feature-auth';
import { VerificationContainer } from '@mall/feature-guarantee';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../PageFrame';

/**
 * /commodityVerification (spec §2, public; issue #14 商品验证): a certificate number typed, or
 * brought by a guarantee's QR link (?certNo), checked; the slider registration uses once the
 * network has looked up three numbers in the hour.
 */
export function CommodityVerificationPage() {
  const [params] = useSearchParams();
  const flow = useCaptcha();
  return (
    <PageFrame>
      <VerificationContainer
        initialCertNo={params.get('certNo') ?? ''}
        captcha={{ field: <CaptchaField flow={flow} />, takePass: flow.takePass, reset: flow.reset }}
      />
    </PageFrame>
  );
}

export default CommodityVerificationPage;
