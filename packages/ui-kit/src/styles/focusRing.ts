import { vars } from '../theme/contract.css';

/**
 * The keyboard focus ring, one for the whole house (issue #31 item 7; WCAG 2.2 2.4.11 and 2.4.13): 3 px of the focus
 * blue, at least 3:1 against white, the page's muted surfaces and the red and gold of the brand, so it shows on
 * every colour a control comes in. Drawn as an outline: it takes no room and follows the control's corners.
 */
export const focusOutline = `3px solid ${vars.color.focus}`;
