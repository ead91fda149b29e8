import { Stack, Text } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { InquiryContainer, type InquiryContainerProps } from './InquiryContainer';

const services = ['gifts', 'medals', 'anniversary'] as const;

/**
 * The enterprise customization page (issue #14 企业定制; /enterprise/customization/index, public):
 * what the service offers (corporate gifts, medals with a logo, anniversary pieces), how it goes,
 * and the inquiry form.
 */
export function EnterpriseContainer(props: InquiryContainerProps) {
  const { t } = useTranslation('service');
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Text size="lead">{t('enterprise.lead')}</Text>
        <ul aria-label={t('enterprise.title')}>
          {services.map((service) => (
            <li key={service}>
              <h2>{t(`enterprise.services.${service}.title`)}</h2>
              <Text as="p">{t(`enterprise.services.${service}.text`)}</Text>
            </li>
          ))}
        </ul>
        <Text as="p" tone="muted">
          {t('enterprise.steps')}
        </Text>
      </Stack>
      <InquiryContainer {...props} />
    </Stack>
  );
}
