import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from '../../src/ui/theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light as Record<string, string>;
const WHITE = '#ffffff';
const PAGE = '#f8f9fa';

describe('the light scheme', () => {
  it('draws secondary text, links and field errors at 4.5:1 at least on white and on the page gray', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error']) {
      expect(contrastRatio(light[variable]!, WHITE), variable).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[variable]!, PAGE), variable).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white text on every filled color, and every light variant text on its tint, at 4.5:1 at least', () => {
    for (const name of Object.keys(resolved.colors).filter((color) => color !== 'dark' && color !== 'gray')) {
      const at = (suffix: string) => light[`--mantine-color-${name}-${suffix}`]!;
      expect(contrastRatio(at('filled'), WHITE), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(at('filled-hover'), WHITE), `${name} filled hover`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(at('outline'), WHITE), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(at('text'), PAGE), `${name} text`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(at('light-color'), at('light')), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(at('light-color'), at('light-hover')), `${name} light hover`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves the brand buttons their own shade, which already reads on white', () => {
    expect(light['--mantine-color-brand-filled']).toBe('#0a8098');
  });
});

describe('readableOn', () => {
  it('darkens a color only as far as 4.5:1 needs', () => {
    const orange = readableOn('#f76707', WHITE);
    expect(contrastRatio(orange, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, WHITE)).toBeLessThan(5);
    expect(readableOn('#495057', WHITE)).toBe('#495057');
  });
});
