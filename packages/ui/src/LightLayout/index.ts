export { LightLayout } from './LightLayout';
export type { LightLayoutProps } from './LightLayout';
