import { normalizeCertNo } from '@mall/contract';
import { type CaptchaPass } from '@mall/contract/auth';
import { type VerifiedPiece } from '@mall/contract/guarantee';
import { failureMessage, isApiError, useApiClient, useRuntimeConfig } from '@mall/core';
import { RetryNotice, Stack, VerificationForm, VerificationResult, type VerificationState } from '@mall/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createGuaranteeApi } from '../api/guaranteeApi';
import { factRows, materialText } from './pieceFacts';

/** The captcha the page brings (the built-in slider, from the auth feature). */
export type VerificationCaptcha = {
  /** The slider, drawn in the answer that asks for it. */
  field: ReactNode;
  /** The pass, once the visitor passed; null before. */
  takePass: () => CaptchaPass | null;
  /** Asks for a fresh pass (a pass is spent by one look-up). */
  reset: () => void;
};

export type VerificationContainerProps = {
  /** The number from the QR link (?certNo=), looked up on arrival. */
  initialCertNo?: string;
  captcha: VerificationCaptcha;
};

type Answer = { state: VerificationState; piece?: VerifiedPiece };

/**
 * /commodityVerification (issue #14 商品验证, public): a certificate number typed or brought by the
 * QR link → the genuine piece's public facts, 未查询到该证书, a malformed number, too many look-ups,
 * or the slider first (after three look-ups an hour). The number typed stays after any answer.
 */
export function VerificationContainer({ initialCertNo = '', captcha }: VerificationContainerProps) {
  const { t } = useTranslation('guarantee');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const api = useMemo(() => createGuaranteeApi(client, productCode), [client, productCode]);
  const [value, setValue] = useState(initialCertNo);
  const [answer, setAnswer] = useState<Answer>();
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const needsPass = answer?.state === 'captcha';

  const lookUp = useCallback(
    async (typed: string, withPass: boolean) => {
      const certNo = normalizeCertNo(typed);
      setFailure(undefined);
      if (certNo === '') return setFieldError(t('verify.empty'));
      setFieldError(undefined);
      const pass = withPass ? captcha.takePass() : null;
      if (withPass && !pass) return setFailure(t('verify.captchaMissing'));
      setSubmitting(true);
      try {
        const found = await api.verify(certNo, pass);
        setAnswer(
          found.result === 'found'
            ? { state: 'found', piece: found.piece }
            : { state: found.result === 'captchaRequired' ? 'captcha' : found.result },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 429) setAnswer({ state: 'limited' });
        else setFailure(failureMessage(error) || t('verify.failed'));
      } finally {
        if (pass) captcha.reset();
        setSubmitting(false);
      }
    },
    [api, captcha, t],
  );

  // The QR link's number is looked up once on arrival.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || initialCertNo === '') return;
    arrived.current = true;
    void lookUp(initialCertNo, false);
  }, [initialCertNo, lookUp]);

  const text = (state: VerificationState) => ({
    title: t(`verify.${state}.title`),
    description: t(`verify.${state}.description`),
  });
  const piece = answer?.piece;
  return (
    <Stack space="large">
      <VerificationForm
        labels={{
          title: t('verify.title'),
          intro: t('verify.intro'),
          certNo: t('verify.certNo'),
          placeholder: t('verify.placeholder'),
          submit: t('verify.submit'),
          submitting: t('verify.submitting'),
        }}
        value={value}
        onChange={setValue}
        onSubmit={() => void lookUp(value, needsPass)}
        isSubmitting={isSubmitting}
        errorMessage={fieldError}
      />
      <div aria-live="polite">
        {failure ? <RetryNotice message={failure} /> : null}
        {answer ? (
          <VerificationResult
            state={answer.state}
            labels={{
              genuine: t('verify.genuine'),
              found: text('found'),
              notFound: text('notFound'),
              malformed: text('malformed'),
              limited: text('limited'),
              captcha: text('captcha'),
              voided: text('voided'),
            }}
            piece={
              piece
                ? {
                    title: piece.title,
                    thumb: piece.thumb,
                    facts: [
                      { label: t('facts.mouldNo'), value: piece.mouldNo },
                      { label: t('facts.material'), value: materialText(t, piece.material, piece.purity) },
                      ...factRows(t, piece.facts),
                      { label: t('facts.inspectionBody'), value: piece.inspectionBody },
                      { label: t('facts.soldMonth'), value: piece.soldMonth },
                    ],
                  }
                : undefined
            }
            captcha={captcha.field}
          />
        ) : null}
      </div>
    </Stack>
  );
}
