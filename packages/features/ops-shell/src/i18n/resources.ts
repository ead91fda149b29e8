import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The `opsShell` namespace in the console's three languages. */
export const opsShellResources = { 'zh-CN': { opsShell: zhCN }, 'zh-TW': { opsShell: zhTW }, en: { opsShell: en } };
