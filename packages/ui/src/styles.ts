/**
 * The design system's global side effects, imported once by each app entry (and by Storybook's preview):
 * the self-hosted fonts, the default theme on :root and the global base styles.
 *
 * Pretendard (SIL Open Font License 1.1), self-hosted from the `pretendard` npm package. The variable build
 * serves light 300, regular 400, medium 500 and bold 700 from one file per glyph range; each @font-face has a
 * unicode-range, so a page fetches only the ranges its text uses.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './theme/theme.css';
import './theme/global.css';
