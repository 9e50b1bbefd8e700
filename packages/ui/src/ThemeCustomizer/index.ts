export * from './ThemeCustomizer';
