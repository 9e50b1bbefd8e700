export { Pagination } from './Pagination';
export type { PaginationProps, PaginationLabels } from './Pagination';
