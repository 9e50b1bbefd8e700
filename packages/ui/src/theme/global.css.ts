import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.family,
  fontSize: '16px',
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', { margin: 0, fontWeight: vars.font.weightSemibold, lineHeight: 1.3 });
globalStyle('p', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
