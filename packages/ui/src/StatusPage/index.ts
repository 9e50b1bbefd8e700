export { StatusPage } from './StatusPage';
export type { StatusPageProps } from './StatusPage';
