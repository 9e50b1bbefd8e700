import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot, vars } from '../theme';
import type { ThemeName } from '../theme';
import { Chart } from './Chart';

const themes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

/** The value a theme variable has on the page now, as the browser computes it (`rgb(…)`). */
const computed = (variable: string): string => {
  const probe = document.createElement('span');
  probe.style.color = variable;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};
const rgbOf = (color: string | null): string => {
  const probe = document.createElement('span');
  probe.style.color = color ?? '';
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

describe('Chart', () => {
  for (const theme of themes) {
    it(`draws with the ${theme} theme's colours, aria and decals, and passes axe`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div style={{ width: 600, background: vars.color.surface, padding: 8 }}>
            <Chart
              kind="ranking"
              label="Doanh thu nhân viên"
              categories={['Lan', 'Minh', 'Hùng']}
              series={[{ name: 'Doanh thu', values: [3_000_000, 5_000_000, 1_000_000] }]}
            />
          </div>
        </ThemeRoot>,
      );
      await expect.poll(() => screen.container.querySelector('svg'), { timeout: 5000 }).not.toBeNull();
      const svg = screen.container.querySelector('svg')!;
      const host = svg.closest('[role="img"]');
      // The bars are the primary colour of the theme, the axis labels its muted text.
      const fills = [...svg.querySelectorAll('path, text')].map((el) => rgbOf(el.getAttribute('fill')));
      expect(fills).toContain(computed(vars.color.primary));
      expect(fills).toContain(computed(vars.color.textMuted));
      // Decal patterns tell series apart without colour.
      expect(svg.querySelector('pattern')).not.toBeNull();
      expect(host!.getAttribute('aria-label')).toContain('Minh: 5.000.000');
      const result = await axe.run(screen.container);
      expect(result.violations.map((v) => v.id)).toEqual([]);
    });
  }

  it('redraws when the theme changes', async () => {
    const props = {
      kind: 'trend' as const,
      label: 'Doanh thu',
      categories: ['01/11', '02/11'],
      series: [{ name: 'Doanh thu', values: [1, 2] }],
    };
    const screen = await render(
      <ThemeRoot theme="light">
        <Chart {...props} />
      </ThemeRoot>,
    );
    const texts = () =>
      [...screen.container.querySelectorAll('svg text')].map((el) => rgbOf(el.getAttribute('fill')));
    await expect.poll(texts, { timeout: 5000 }).toContain(computed(vars.color.textMuted));
    const light = computed(vars.color.textMuted);
    await screen.rerender(
      <ThemeRoot theme="dark">
        <Chart {...props} />
      </ThemeRoot>,
    );
    const dark = computed(vars.color.textMuted);
    expect(dark).not.toBe(light);
    await expect.poll(texts, { timeout: 5000 }).toContain(dark);
  });
});
