import { chinaDay, failureMessage, useSession } from '@mall/core';
import { Button, ProfileForm, Skeleton, type ProfileValue, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberApi } from '../hooks/useMemberApi';
import { useMemberInfo, useRefreshMemberInfo } from '../hooks/useMemberInfo';
import { checkProfile, titleCodeOf, type Problems } from '../logic/accountForms';

export type ProfileContainerProps = {
  /** Shows a short message (the app's toast). */
  onToast: Toast;
};

/**
 * The member's profile on /myIndex/accountInformation (issue #13 item 2): family name, title and
 * birthday from member info; editing saves through member/update for the token's member, then member
 * info (cached 5 minutes, spec §9) is revalidated. A birthday once set stays read-only.
 */
export function ProfileContainer({ onToast }: ProfileContainerProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const { isLoggedIn, isStaff } = useSession();
  const { data } = useMemberInfo();
  const refresh = useRefreshMemberInfo();
  const [draft, setDraft] = useState<ProfileValue | null>(null);
  const [errors, setErrors] = useState<Problems<keyof ProfileValue>>({});
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const today = chinaDay(new Date());

  const labels = useMemo(
    () => ({
      title: t('account.profile.title'),
      familyName: t('account.profile.familyName'),
      familyNamePlaceholder: t('account.validation.familyNameRequired'),
      memberTitle: t('account.profile.memberTitle'),
      memberTitlePlaceholder: t('account.validation.titleRequired'),
      birthday: t('account.profile.birthday'),
      birthdayUnset: t('account.profile.birthdayUnset'),
      birthdayLocked: t('account.profile.birthdayLocked'),
      birthdayOnce: t('account.profile.birthdayOnce'),
      calendar: t('account.profile.calendar'),
      previousMonth: t('account.profile.previousMonth'),
      nextMonth: t('account.profile.nextMonth'),
      edit: t('account.profile.edit'),
      save: t('account.profile.save'),
      saving: t('account.profile.saving'),
      cancel: t('account.profile.cancel'),
    }),
    [t],
  );
  const titles = useMemo(
    () => (['1', '2', '3'] as const).map((code) => ({ id: code, label: t(`account.titles.${code}`) })),
    [t],
  );

  if (!isLoggedIn || isStaff) return null;
  if (!data) return <Skeleton lines={4} />;
  if (data.isFallback) {
    return (
      <p role="alert">
        {t('summary.fallback')}{' '}
        <Button tone="link" onPress={() => void refresh()}>
          {t('account.retry')}
        </Button>
      </p>
    );
  }

  const { info } = data;
  const saved: ProfileValue = {
    familyName: info.chineseFamilyName,
    memberTitle: titleCodeOf(info.memberTitleDesc),
    birthday: info.birthday || null,
  };
  const isBirthdayLocked = info.birthday !== '';

  const save = async (value: ProfileValue) => {
    const found = checkProfile(isBirthdayLocked ? { ...value, birthday: null } : value, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || value.memberTitle === null) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      await api.updateProfile({
        familyName: value.familyName.trim(),
        memberTitle: Number(value.memberTitle) as 1 | 2 | 3,
        birthday: isBirthdayLocked ? '' : (value.birthday ?? ''),
      });
      await refresh();
      setDraft(null);
      onToast(t('account.profile.saved'), 'positive');
    } catch (error) {
      setSaveError(failureMessage(error) || t('account.profile.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileForm
      labels={labels}
      titles={titles}
      value={draft ?? saved}
      onChange={setDraft}
      isEditing={draft !== null}
      onEdit={() => {
        setErrors({});
        setSaveError(undefined);
        setDraft(saved);
      }}
      onCancel={() => setDraft(null)}
      onSubmit={() => {
        if (draft) void save(draft);
      }}
      isBirthdayLocked={isBirthdayLocked}
      maxDate={today}
      errors={Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]))}
      isSubmitting={isSaving}
      formError={saveError}
    />
  );
}
