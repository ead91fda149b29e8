import {
  INQUIRY_COMPANY_MAX,
  INQUIRY_DESCRIPTION_MAX,
  INQUIRY_NAME_MAX,
  inquiryBudgets,
  inquiryProblems,
  inquiryPurposes,
} from '@mall/contract';
import { type CaptchaPass } from '@mall/contract/auth';
import { chinaDay, failureMessage, useApiClient, useRuntimeConfig } from '@mall/core';
import { Button, InquiryForm, type InquiryDraft, type InquiryFormField } from '@mall/ui-kit';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createServiceApi } from '../api/serviceApi';
import { usePhotoField } from '../hooks/usePhotoField';

/** The captcha the page brings (the built-in slider as registration uses it, from the auth feature). */
export type InquiryCaptcha = {
  /** The slider, drawn inside the form. */
  field: ReactNode;
  /** The pass, once the visitor passed; null before. */
  takePass: () => CaptchaPass | null;
  /** Asks for a fresh pass (a pass is spent by one submit). */
  reset: () => void;
};

export type InquiryContainerProps = {
  captcha: InquiryCaptcha;
  /** Now (stories pass a fixed day). */
  now?: () => Date;
};

const empty: InquiryDraft = {
  company: '',
  contactName: '',
  mobile: '',
  email: '',
  quantity: '',
  budget: null,
  purpose: null,
  expectedDate: null,
  description: '',
};
const limits = { company: INQUIRY_COMPANY_MAX, contactName: INQUIRY_NAME_MAX, description: INQUIRY_DESCRIPTION_MAX };

/**
 * The enterprise inquiry (issue #14 企业定制): the form checked by the shared rule (spec §5 mobile
 * message), the captcha before it goes, the logo through the photo upload seam, and the
 * confirmation with the inquiry number. A failed submit keeps everything typed.
 */
export function InquiryContainer({ captcha, now = () => new Date() }: InquiryContainerProps) {
  const { t } = useTranslation('service');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const api = useMemo(() => createServiceApi(client, productCode), [client, productCode]);
  const logoField = usePhotoField('inquiry', 1, {
    label: t('inquiry.logo'),
    description: t('inquiry.logoDescription'),
    add: t('inquiry.logoAdd'),
  });
  const logo = logoField.uploads;
  const [draft, setDraft] = useState<InquiryDraft>(empty);
  const [errors, setErrors] = useState<Partial<Record<InquiryFormField, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string>();
  const [inquiryNo, setInquiryNo] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const today = chinaDay(now());

  const handleSubmit = async () => {
    const quantityText = draft.quantity.trim();
    const input = {
      company: draft.company,
      contactName: draft.contactName,
      mobile: draft.mobile,
      email: draft.email,
      quantity: quantityText === '' ? null : /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN,
      budget: draft.budget ?? '',
      purpose: draft.purpose ?? '',
      expectedDate: draft.expectedDate ?? '',
      description: draft.description,
    };
    const problems = inquiryProblems(input, today);
    const next: Partial<Record<InquiryFormField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) {
      next[field as InquiryFormField] = t(`inquiry.errors.${field}.${problem}`, {
        max: limits[field as keyof typeof limits],
      });
    }
    const pass = captcha.takePass();
    if (!pass) next.captcha = t('inquiry.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || !pass || input.quantity === null) return;
    if (logo.isUploading) return setErrorMessage(t('feedback.errors.photosPending'));
    if (logo.hasFailed) return setErrorMessage(t('feedback.errors.photosFailed'));
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      const answer = await api.submitInquiry(
        { ...input, quantity: input.quantity, ...(logo.ids[0] ? { logo: logo.ids[0] } : {}) },
        pass,
      );
      setInquiryNo(answer.inquiryNo);
    } catch (error) {
      setErrorMessage(failureMessage(error) || t('inquiry.failed'));
    } finally {
      captcha.reset();
      setSubmitting(false);
    }
  };

  const startOver = () => {
    setDraft(empty);
    logoField.clear();
    setInquiryNo(undefined);
  };

  return (
    <InquiryForm
      labels={{
        title: t('inquiry.title'),
        intro: t('inquiry.intro'),
        company: t('inquiry.company'),
        contactName: t('inquiry.contactName'),
        mobile: t('inquiry.mobile'),
        email: t('inquiry.email'),
        quantity: t('inquiry.quantity'),
        budget: t('inquiry.budget'),
        budgetPlaceholder: t('inquiry.budgetPlaceholder'),
        purpose: t('inquiry.purpose'),
        purposePlaceholder: t('inquiry.purposePlaceholder'),
        expectedDate: t('inquiry.expectedDate'),
        calendar: t('inquiry.calendar'),
        previousMonth: t('inquiry.previousMonth'),
        nextMonth: t('inquiry.nextMonth'),
        description: t('inquiry.description'),
        descriptionPlaceholder: t('inquiry.descriptionPlaceholder'),
        submit: t('inquiry.submit'),
        submitting: t('inquiry.submitting'),
      }}
      value={draft}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={() => void handleSubmit()}
      budgets={inquiryBudgets.map((budget) => ({ id: budget, label: t(`inquiry.budgets.${budget}`) }))}
      purposes={inquiryPurposes.map((purpose) => ({ id: purpose, label: t(`inquiry.purposes.${purpose}`) }))}
      minDate={today}
      errors={errors}
      logo={logoField.picker}
      captcha={captcha.field}
      isSubmitting={isSubmitting}
      errorMessage={errorMessage}
      confirmation={
        inquiryNo
          ? {
              title: t('inquiry.sentTitle'),
              number: t('inquiry.sentNumber', { inquiryNo }),
              description: t('inquiry.sentText'),
              action: (
                <Button tone="secondary" onPress={startOver}>
                  {t('inquiry.another')}
                </Button>
              ),
            }
          : undefined
      }
    />
  );
}
