import type { paths } from './generated/openapi.js';

/** An operation without its header parameters: the client's middleware sends them (spec section 7). */
type WithoutHeaderParameters<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, 'parameters'> & { parameters: Omit<Parameters, 'header'> & { header?: never } }
  : Operation;

/**
 * The operations of the OpenAPI document (packages/api/openapi.json), keyed by path relative to the API root
 * ('/system/branchs'; the document's server URL is '/api'), with the headers every request carries (Tenant,
 * Branchs, Device-Id, User-Name, Accept-Language, Authorization) left to the client.
 */
export type ApiPaths = {
  [Path in keyof paths]: {
    [Key in keyof paths[Path]]: WithoutHeaderParameters<paths[Path][Key]>;
  };
};
