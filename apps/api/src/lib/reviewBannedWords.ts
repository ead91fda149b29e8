/**
 * Words a published review never shows (issue #12 评价): they are masked as *** by the contract's
 * `maskBannedWords`, which already ignores case, full-width forms and spaces inside a word, so list
 * each word once, in its plain form. Two kinds: abuse aimed at people, and advertising that would
 * lead shoppers off the official mall (fakes, side deals, contact details for private trades).
 * Maintained by hand: add a word on its own line in its group; a test keeps the list clean.
 */
export const reviewBannedWords: readonly string[] = Object.freeze([
  // Abuse.
  '傻逼',
  '傻b',
  '煞笔',
  '脑残',
  '智障',
  '垃圾客服',
  '去死',
  '贱人',
  '滚蛋',
  '妈的',
  '他妈',
  '王八蛋',
  'fuck',
  'shit',
  // Advertising and off-platform trade.
  '加微信',
  '加v',
  '加vx',
  'vx',
  '微信号',
  'wx号',
  '加qq',
  'qq号',
  '私聊',
  '私下交易',
  '代购',
  '高仿',
  'a货',
  '复刻',
  '刷单',
  '返利',
  '好评返现',
  '兼职',
  '赌博',
  '博彩',
  '假发票',
  '走私',
  '低价回收',
]);
