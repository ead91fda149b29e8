import { CaptchaField, useCaptcha } from '@mall/feature-auth';
import { EnterpriseContainer } from '@mall/feature-service';
import { PageFrame } from '../PageFrame';

/**
 * /enterprise/customization/index (spec §2, public; issue #14 企业定制): the service and the inquiry
 * form, behind the slider captcha registration uses (the auth feature's, passed in by the page).
 */
export function EnterpriseCustomizationPage() {
  const flow = useCaptcha();
  return (
    <PageFrame>
      <EnterpriseContainer
        captcha={{ field: <CaptchaField flow={flow} />, takePass: flow.takePass, reset: flow.reset }}
      />
    </PageFrame>
  );
}

export default EnterpriseCustomizationPage;
