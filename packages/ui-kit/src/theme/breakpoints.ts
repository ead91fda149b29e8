/**
 * Breakpoints for the few places that adapt below the 1400 design width (the page itself zooms). A
 * module of its own: the narrow-window target sizes (styles/narrowTarget.ts) read them on every page,
 * and taking them from the sprinkles stylesheet linked all of its atoms' CSS into the first load.
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1200 } as const;
