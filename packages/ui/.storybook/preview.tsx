import type { Decorator, Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { I18nProvider } from '../src/i18n';
import { ThemeRoot } from '../src/theme';
import type { ThemeName } from '../src/theme';
import { ToastRegion } from '../src/Toast';

const themes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

// Links go through react-aria's router, so a story never navigates its frame.
const navigate = action('navigate');

/** Applies the toolbar's theme and language (the kit's I18nProvider), routes links to an action, mounts the toasts. */
const withProviders: Decorator = (Story, { globals, id }) => {
  const theme = themes.find((name) => name === globals.theme) ?? 'light';
  const english = globals.locale === 'en';
  return (
    <I18nProvider locale={english ? 'en-US' : 'vi-VN'}>
      <RouterProvider navigate={(href) => navigate(href)}>
        {/* Keyed by story so a story's own ThemeRoot never leaves the root element without a theme. */}
        <ThemeRoot key={id} theme={theme}>
          <Story />
          <ToastRegion />
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
