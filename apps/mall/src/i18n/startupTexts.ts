import type { Resource } from 'i18next';

/**
 * The few words the start-up failure page needs (StartupFailure, FeedbackHost), bundled with the
 * first load: when a language's texts cannot be downloaded, the shopper still reads what went wrong
 * and can try again. They are the same words as the app's language files (resources.test.ts).
 */
export const startupTexts: Resource = {
  'zh-CN': {
    app: {
      initFailed: '初始化失败',
      retry: '重试',
      feedback: {
        notifications: '通知',
        close: '关闭',
        noticeTitle: '温馨提示',
        confirm: '确定',
      },
    },
  },
  'zh-TW': {
    app: {
      initFailed: '初始化失敗',
      retry: '重試',
      feedback: {
        notifications: '通知',
        close: '關閉',
        noticeTitle: '溫馨提示',
        confirm: '確定',
      },
    },
  },
  en: {
    app: {
      initFailed: 'The store could not start',
      retry: 'Try again',
      feedback: {
        notifications: 'Notifications',
        close: 'Close',
        noticeTitle: 'Notice',
        confirm: 'OK',
      },
    },
  },
};
