/**
 * The demo's words and records are data, kept as JSON files beside the code
 * that seeds them (`content/*.json`). Each is checked against its schema when
 * loaded, so a bad edit stops the seed with the file's name and the field at
 * fault instead of seeding something odd.
 */
import { z as zod } from 'zod';

/** The parsed content of a demo JSON file, or an error naming the file and what is wrong. */
export function checkedDemoContent<Schema extends zod.ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): zod.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Demo content ${file} is not valid:\n${zod.prettifyError(result.error)}`);
  }
  return result.data;
}
