import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { palette } from '../theme/tokens';
import { DARK_FILL_FROM, SERIES_STEPS, sequentialMintSteps, seriesStep } from './palette';

const hex = ([name, step]: readonly [keyof typeof palette, keyof (typeof palette)['grey']]) => palette[name][step];

describe('series palette', () => {
  it('meets 3:1 non-text contrast against white for every series colour', () => {
    for (const step of SERIES_STEPS) expect(contrastRatio(hex(step), '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });

  it('has no colour twice, and cycles after the last', () => {
    expect(new Set(SERIES_STEPS.map(hex)).size).toBe(SERIES_STEPS.length);
    expect(seriesStep(SERIES_STEPS.length)).toEqual(SERIES_STEPS[0]);
  });

  it('keeps neighbouring series apart in lightness, not only in hue', () => {
    for (let i = 1; i < 4; i++) {
      const [a, b] = [SERIES_STEPS[i - 1], SERIES_STEPS[i]];
      if (!a || !b) throw new Error('missing step');
      expect(contrastRatio(hex(a), hex(b))).toBeGreaterThan(1.2);
    }
  });
});

describe('sequential mint scale', () => {
  it('spreads the classes from light to dark', () => {
    expect(sequentialMintSteps(5)).toEqual([200, 400, 600, 700, 900]);
    expect(sequentialMintSteps(3)).toEqual([200, 600, 900]);
    expect(sequentialMintSteps(8)).toEqual([200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('keeps the class count within what the scale can show', () => {
    expect(sequentialMintSteps(1)).toHaveLength(2);
    expect(sequentialMintSteps(12)).toHaveLength(8);
  });

  it('gets darker class by class', () => {
    const steps = sequentialMintSteps(5).map((step) => palette.mint[step]);
    for (let i = 1; i < steps.length; i++) {
      const [lighter, darker] = [steps[i - 1], steps[i]];
      if (!lighter || !darker) throw new Error('missing step');
      expect(contrastRatio(darker, '#FFFFFF')).toBeGreaterThan(contrastRatio(lighter, '#FFFFFF'));
    }
  });

  it('draws names in white only where white text is readable (4.5:1)', () => {
    expect(contrastRatio(palette.mint[DARK_FILL_FROM], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // Below it, the console's text colour is readable on the fill.
    for (const step of [200, 400, 600] as const)
      expect(contrastRatio(palette.mint[step], palette.grey[900])).toBeGreaterThanOrEqual(4.5);
  });
});
