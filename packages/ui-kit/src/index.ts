// The package's only barrel (STYLE.md §2). Components are listed by family.
export { vars } from './theme/contract.css';
export { greyMode } from './theme/theme.css';
export { tokens, type Tokens } from './theme/tokens';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css';
export { contrastRatio, luminance } from './theme/contrast';
export { visuallyHidden } from './styles/utilities.css';

// Layout and type
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackDirections, stackAligns, type StackProps } from './components/Stack/Stack';
export { Text, Heading, textSizes, textTones, textWeights, headingLevels, type TextProps, type HeadingProps } from './components/Text/Text';

// Media
export { Icon, iconSizes, type IconProps } from './components/Icon/Icon';
export { icons, iconNames, type IconName } from './components/Icon/icons';

// Actions
export { Button, buttonTones, buttonSizes, type ButtonProps } from './components/Button/Button';

// Feedback
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';
