import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { fontSizePx, layoutPx, palette, semanticColors as c, zIndexValues } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('mint', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});

describe('default theme', () => {
  it('keeps the spec primary colour as the brand colour', () => {
    expect(palette.mint[500]).toBe('#00C4B3');
    expect(c.brand).toBe('#00C4B3');
  });

  // Text a user must read meets WCAG AA (4.5:1) on the surfaces it is used on.
  const textPairs: [string, string, string][] = [
    ['text on surface', c.text, c.surface],
    ['text on page', c.text, c.surfacePage],
    ['secondary text on surface', c.textSecondary, c.surface],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on sunken surface', c.textMuted, c.surfaceSunken],
    ['link on surface', c.link, c.surface],
    ['brand text on surface', c.brandText, c.surface],
    ['text on brand fill', c.onBrand, c.brand],
    ['text on brand hover', c.onBrand, c.brandHover],
    ['text on brand subtle', c.brandText, c.brandSubtle],
    ['inverse text on inverse surface', c.textInverse, c.surfaceInverse],
    ['success on its subtle fill', c.success, c.successSubtle],
    ['info on its subtle fill', c.info, c.infoSubtle],
    ['warning on its subtle fill', c.warning, c.warningSubtle],
    ['danger on its subtle fill', c.danger, c.dangerSubtle],
    ['white on danger', c.textInverse, c.danger],
  ];
  it.each(textPairs)('%s meets 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('has the focus ring visible against the page (3:1, WCAG 1.4.11)', () => {
    expect(contrastRatio(c.focusRing, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(c.focusRing, c.surfacePage)).toBeGreaterThanOrEqual(3);
  });

  it('orders every scale from light to dark', () => {
    for (const [name, steps] of Object.entries(palette)) {
      const values = Object.values(steps);
      const ratios = values.map((v) => contrastRatio(v, '#FFFFFF'));
      for (let i = 1; i < ratios.length; i++) {
        expect(ratios[i], `${name} step ${i}`).toBeGreaterThan(ratios[i - 1] ?? 0);
      }
    }
  });

  it('carries the fixed sizes and layers of spec §9', () => {
    expect(fontSizePx).toEqual([10, 12, 13, 14, 15, 16, 18, 20, 23, 36]);
    expect(layoutPx).toMatchObject({
      topBarHeight: 64,
      sidebarWidth: 256,
      modalMaxWidth: 1092,
      buttonWidth: 121,
      buttonHeight: 34,
      dropdownWidth: 155,
      toastWidth: 356,
    });
    expect(zIndexValues.spinnerOverlay).toBe(21);
    // Our own choice: a modal sits under the spinner so a save from a modal is blocked by it.
    expect(zIndexValues.modal).toBeLessThan(zIndexValues.spinnerOverlay);
  });
});
