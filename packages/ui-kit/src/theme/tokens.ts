/**
 * The only place with literal colours, lengths, fonts and layers (STYLE.md §3).
 * Names describe a role, never a value. Contrast pairs are checked in tokens.test.ts (WCAG 2.2 AA).
 */
export const tokens = {
  color: {
    /** The house colour: a deep lacquer red used for primary actions and prices. */
    brand: '#a4141d',
    brandHover: '#86101a',
    brandSoft: '#fbeceb',
    onBrand: '#ffffff',
    /** Gold accent for decoration (borders, rules, icons); not for small text on white. */
    gold: '#c9a24a',
    goldSoft: '#f8f1e0',
    /** Gold dark enough for text on white and on goldSoft. */
    goldText: '#7a5a12',
    text: '#1f1a17',
    textMuted: '#5f5750',
    textDisabled: '#8f8780',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f6f4f1',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#1f1a17',
    border: '#ddd7d0',
    borderStrong: '#8f8780',
    focus: '#1a5fb4',
    overlay: 'rgba(20, 14, 10, 0.55)',
    price: '#a4141d',
    positive: '#1e6b34',
    positiveSoft: '#e8f4ec',
    warning: '#8a4b00',
    warningSoft: '#fdf1e2',
    critical: '#b3261e',
    criticalSoft: '#fceceb',
    info: '#1a5fb4',
    infoSoft: '#e9f1fb',
    /**
     * The member cards' art (MemberCard): each level's deep gradient, light text on it. A higher
     * level reads richer: warm grey, silver, gold, diamond blue; staff wear the house red.
     */
    cardText: '#ffffff',
    cardClassic: '#4f4842',
    cardClassicDeep: '#2f2a26',
    cardSilver: '#5d6773',
    cardSilverDeep: '#363d46',
    cardGold: '#7f5d17',
    cardGoldDeep: '#4a3508',
    cardDiamond: '#2c4470',
    cardDiamondDeep: '#121d36',
    cardStaff: '#8a1a22',
    cardStaffDeep: '#4a0a0f',
    /** The art's linework drawn over the gradient (decoration only). */
    cardLine: 'rgba(255, 255, 255, 0.22)',
    skeleton: '#ece8e3',
    skeletonShine: '#f7f5f2',
  },
  font: {
    /** Chinese first, no web-font download: system CJK faces on macOS, Windows and Linux. */
    body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** Figures line up in prices and countdowns. */
    numeric: '"DIN Alternate", "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  fontSize: {
    caption: '12px',
    small: '13px',
    body: '14px',
    lead: '16px',
    title: '18px',
    heading: '22px',
    display: '28px',
  },
  fontWeight: { regular: '400', medium: '500', strong: '600' },
  lineHeight: { tight: '1.25', body: '1.6' },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    gutter: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  radius: { none: '0', small: '2px', medium: '4px', large: '8px', pill: '999px' },
  shadow: {
    popover: '0 6px 24px rgba(31, 26, 23, 0.14)',
    drawer: '-8px 0 32px rgba(31, 26, 23, 0.18)',
    dialog: '0 12px 40px rgba(31, 26, 23, 0.22)',
    toast: '0 4px 16px rgba(31, 26, 23, 0.2)',
  },
  /** Stacking layers, lowest first: the header floats over the page, pop-ups over the header, … */
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    popover: '300',
    drawer: '400',
    dialog: '500',
    toast: '600',
    progress: '700',
    watermark: '800',
  },
  size: {
    /** Design width of every page (spec §1: zoom follows window width against 1400). */
    designWidth: '1400px',
    contentWidth: '1200px',
    /** Drawer width for login, register, reset and the bag (spec §2). */
    drawerWidth: '528px',
    dialogWidth: '720px',
    /** The agreement pop-up shows a clause image 832 wide (spec §2). */
    dialogWidthWide: '832px',
    control: '40px',
    controlSmall: '32px',
    controlLarge: '48px',
    /** WCAG 2.2 2.5.8: pointer targets at least 24 by 24. */
    targetMin: '24px',
  },
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
} as const;

export type Tokens = typeof tokens;
