/**
 * The design system's global side effects, imported once by each app entry (and by Storybook's preview):
 * the self-hosted fonts, the default theme on :root and the global base styles.
 */
import './theme/fonts.css';
import './theme/theme.css';
import './theme/global.css';
