/** Request schemas of the admin job queue API. */
import { z as zod } from 'zod';

/** A job id: Graphile Worker's bigint, as digits. */
export const jobIdParamsSchema = zod.object({
  id: zod.string().regex(/^\d{1,18}$/, 'Not a job id.'),
});
