import type { ReactNode } from 'react';
import { AccountFormPanel } from '../AccountFormPanel/AccountFormPanel';
import * as styles from '../accountForms.css';

/** Captions of the panel (ui-kit never translates). */
export type DataExportPanelLabels = {
  /** 导出个人信息 */
  title: string;
  /** What the bundle holds and in which formats. */
  intro: string;
  /** Where the code goes (验证码将发送至 139****0007). */
  sentTo: (mobile: string) => string;
  /** 验证并导出 */
  submit: string;
  /** Read while exporting (正在导出). */
  exporting: string;
  /** Shown when the export is not offered now. */
  unavailable: string;
};

export type DataExportPanelProps = {
  labels: DataExportPanelLabels;
  /** Whether the member may export now (isCanExportUserinfo). */
  isAvailable: boolean;
  /** The member's masked mobile, where the code goes. */
  mobile: string;
  /** The captcha and SMS code (the app lends the sign-in's code field). */
  codeField: ReactNode;
  /** Submit (button or Enter): the caller checks the code and downloads the bundle. */
  onSubmit: () => void;
  /** The export is running. */
  isSubmitting?: boolean;
  /** The server's refusal (a wrong or spent code). */
  formError?: string;
  /** What was downloaded (已下载 …zip). */
  successMessage?: string;
};

/**
 * Export my data (issue #13 item 2, PIPL right of access): what the bundle holds, the SMS check to
 * the member's own mobile, and the download. The bundle itself arrives with the answer, never at a URL.
 */
export function DataExportPanel({
  labels,
  isAvailable,
  mobile,
  codeField,
  onSubmit,
  isSubmitting = false,
  formError,
  successMessage,
}: DataExportPanelProps) {
  return (
    <AccountFormPanel
      title={labels.title}
      intro={labels.intro}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      formError={formError}
      successMessage={successMessage}
      submitLabel={isAvailable ? labels.submit : undefined}
      submittingLabel={labels.exporting}
    >
      {isAvailable ? (
        <>
          <p className={styles.note}>{labels.sentTo(mobile)}</p>
          {codeField}
        </>
      ) : (
        <p className={styles.note}>{labels.unavailable}</p>
      )}
    </AccountFormPanel>
  );
}
