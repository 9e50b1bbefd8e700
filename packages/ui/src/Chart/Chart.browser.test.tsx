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
      expect(host!.getAttribute('aria-label')).toContain('Minh: 5,000,000');
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

describe('chartOptionOf', () => {
  const palette = {
    series: ['#000'],
    text: '#000',
    muted: '#111',
    border: '#222',
    surface: '#fff',
    font: 'x',
  };
  const base = { description: 'd', format: String, formatAxis: String };
  it('keeps a count’s axis to whole steps, not a fraction’s', async () => {
    const { chartOptionOf } = await import('./ChartView');
    const counts = chartOptionOf(
      { ...base, kind: 'ranking', data: { categories: ['a', 'b'], series: [{ name: 'n', values: [2, 1] }] } },
      palette,
    );
    expect(counts.xAxis).toMatchObject({ minInterval: 1 });
    const averages = chartOptionOf(
      { ...base, kind: 'trend', data: { categories: ['a'], series: [{ name: 'n', values: [1.5] }] } },
      palette,
    );
    expect(averages.yAxis).toMatchObject({ minInterval: undefined });
  });
});

describe('Chart legend', () => {
  it('names each series of a two-series trend in its legend', async () => {
    const screen = await render(
      <ThemeRoot theme="light">
        <div style={{ width: 600 }}>
          <Chart
            kind="trend"
            label="Sổ quỹ"
            categories={['01/11', '02/11', '03/11']}
            series={[
              { name: 'Số tiền thu', values: [1_000_000, 0, 2_000_000] },
              { name: 'Số tiền chi', values: [0, 3_000_000, 500_000] },
            ]}
          />
        </div>
      </ThemeRoot>,
    );
    const texts = () => [...screen.container.querySelectorAll('svg text')].map((el) => el.textContent ?? '');
    await expect.poll(texts, { timeout: 5000 }).toContain('Số tiền thu');
    expect(texts()).toContain('Số tiền chi');
  });
});
