export { resourceSetKeys } from './keys.js';
export { listPath, rowPath, extraPath } from './paths.js';
export { resourceSetQueries } from './queries.js';
export type { ResourceListQuery } from './queries.js';
export { resourceSetMutations } from './mutations.js';
export type { RowTarget } from './mutations.js';
export {
  lookupSets,
  lookupListQuery,
  fetchWholeList,
  readLookupList,
  findInLookupList,
  upsertLookupRow,
  removeLookupRow,
  createLookupLists,
} from './lookup-lists.js';
export type { LookupList, LookupName, LookupLists } from './lookup-lists.js';
