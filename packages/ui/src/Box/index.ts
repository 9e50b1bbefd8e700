export { Box } from './Box';
export type { BoxProps } from './Box';
