import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { ThemeRoot } from '../src/theme';
import type { ThemeName } from '../src/theme';
import { ToastRegion } from '../src/Toast';
import type { ToastKind } from '../src/Toast';

const englishToastTitles: Record<ToastKind, string> = {
  info: 'Notice',
  warning: 'Notice',
  success: 'Success',
  failure: 'Failed',
  error: 'Something went wrong',
};

const themes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

// Links go through react-aria's router, so a story never navigates its frame.
const navigate = action('navigate');

/** Applies the toolbar's theme and locale, routes links to an action and mounts the toast region. */
const withProviders: Decorator = (Story, { globals, id }) => {
  const theme = themes.find((name) => name === globals.theme) ?? 'light';
  const english = globals.locale === 'en';
  return (
    <I18nProvider locale={english ? 'en-US' : 'vi-VN'}>
      <RouterProvider navigate={(href) => navigate(href)}>
        {/* Keyed by story so a story's own ThemeRoot never leaves the root element without a theme. */}
        <ThemeRoot key={id} theme={theme}>
          <Story />
          <ToastRegion
            titles={english ? englishToastTitles : undefined}
            closeLabel={english ? 'Close' : 'Đóng'}
          />
        </ThemeRoot>
      </RouterProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Ngôn ngữ',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Giao diện',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Sáng' },
          { value: 'dark', title: 'Tối' },
          { value: 'semi-dark', title: 'Nửa tối' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'vi', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
