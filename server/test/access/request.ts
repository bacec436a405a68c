/**
 * The request a row of the matrix sends as each role: the row's own `request`,
 * or its route with the parameters filled from the row's `params` (a value or
 * a fixture), then its query and body. Used by the matrix and the fuzz test.
 */
import type { AccessContext, AccessRequest, AccessRow, ParamValue, Role } from './types.ts';

/** The fields a row may give instead of a `request` of its own. */
const DESCRIBING = ['params', 'path', 'query', 'json', 'form', 'remoteAddress'] as const;

export async function requestFor(
  row: AccessRow,
  ctx: AccessContext,
  role: Role,
): Promise<AccessRequest> {
  const where = `${row.method} ${row.route}${row.case ? ` (${row.case})` : ''}`;
  if (row.request) {
    const both = DESCRIBING.filter((field) => row[field] !== undefined);
    if (both.length > 0)
      throw new Error(`${where}: a row with a request has no ${both.join(', ')}`);
    return row.request(ctx, role);
  }
  const path = row.path ?? (await filledRoute(row, ctx, role, where));
  return {
    path: row.query === undefined ? path : `${path}?${row.query}`,
    json: row.json,
    form: await row.form?.(),
    remoteAddress: row.remoteAddress,
  };
}

/** The row's route with each `:name` replaced by its value; a parameter left unfilled is an error. */
async function filledRoute(row: AccessRow, ctx: AccessContext, role: Role, where: string) {
  const names = [...row.route.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const values = valuesByName(row.params, names, where);
  let path = row.route;
  for (const name of names) {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: nothing fills :${name}`);
    const filled = typeof value === 'function' ? await value(ctx, role) : value;
    path = path.replace(`:${name}`, String(filled));
  }
  const unknown = Object.keys(values).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`${where}: the route has no :${unknown.join(', :')}`);
  if (path.includes('*')) throw new Error(`${where}: a route with a wildcard needs a path`);
  return path;
}

function valuesByName(
  params: AccessRow['params'],
  names: string[],
  where: string,
): Record<string, ParamValue> {
  if (params === undefined) return {};
  if (typeof params === 'object') return params;
  const [only, ...more] = names;
  if (only === undefined || more.length > 0) {
    throw new Error(`${where}: one value for ${names.length} parameters; name them`);
  }
  return { [only]: params };
}
