import { z } from 'zod';

/** The `{id}` of system/users routes. */
export const userIdParams = z.object({ id: z.string().trim().min(1).max(64).describe('User id (uuid)') });
