import { z } from 'zod';

/** The till's catalogue in the URL: kind (goods by default), the search typed (`q`) and the group chip. */
export const catalogueSearchSchema = z.object({
  kind: z.enum(['products', 'services']).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  ma_nhom_vt: z.string().max(32).optional().catch(undefined),
});
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
