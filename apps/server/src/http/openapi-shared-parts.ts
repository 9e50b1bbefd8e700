/**
 * Makes the OpenAPI document lean: a parameter or an error response that many operations repeat word for word
 * (the signed-in headers, the table query of every list, the shared error statuses) is written once under
 * components.parameters / components.responses and referenced by `$ref` from each operation.
 */

type Json = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, unknown>>; components?: Json };

/** At least this many identical copies make a part shared. */
const MIN_COPIES = 3;

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** 'accept-language' in 'header' -> 'AcceptLanguageHeader'; 'pageIndex' in 'query' -> 'PageIndexQuery'. */
const parameterName = (parameter: Json): string =>
  `${String(parameter.name)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}${String(parameter.in)[0]!.toUpperCase()}${String(parameter.in).slice(1)}`;

const operationsOf = (document: Document): Json[] =>
  Object.values(document.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([, operation]) => operation as Json),
  );

/** Gives each repeated text a unique component name (a suffix when two variants share a base name). */
const nameRepeated = (
  texts: Map<string, { base: string; count: number }>,
  taken: Set<string>,
): Map<string, string> => {
  const names = new Map<string, string>();
  for (const [text, { base, count }] of texts) {
    if (count < MIN_COPIES) continue;
    let name = base;
    for (let i = 2; taken.has(name); i += 1) name = `${base}${i}`;
    taken.add(name);
    names.set(text, name);
  }
  return names;
};

/** The document with repeated parameters and error responses moved to components and referenced. */
export const withSharedParts = <T>(input: T): T => {
  const document = input as Document;
  const operations = operationsOf(document);
  const components = (document.components ??= {});
  const parameters = ((components.parameters as Json | undefined) ?? {}) as Json;
  const responses = ((components.responses as Json | undefined) ?? {}) as Json;

  const parameterTexts = new Map<string, { base: string; count: number }>();
  const responseTexts = new Map<string, { base: string; count: number }>();
  for (const operation of operations) {
    for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
      if ('$ref' in parameter) continue;
      const text = JSON.stringify(parameter);
      const entry = parameterTexts.get(text) ?? { base: parameterName(parameter), count: 0 };
      entry.count += 1;
      parameterTexts.set(text, entry);
    }
    for (const [status, response] of Object.entries((operation.responses as Json | undefined) ?? {})) {
      if (Number(status) < 400) continue;
      const text = JSON.stringify(response);
      const entry = responseTexts.get(text) ?? { base: `Error${status}`, count: 0 };
      entry.count += 1;
      responseTexts.set(text, entry);
    }
  }
  const parameterNames = nameRepeated(parameterTexts, new Set(Object.keys(parameters)));
  const responseNames = nameRepeated(responseTexts, new Set(Object.keys(responses)));

  for (const operation of operations) {
    if (Array.isArray(operation.parameters))
      operation.parameters = (operation.parameters as Json[]).map((parameter) => {
        const name = parameterNames.get(JSON.stringify(parameter));
        if (!name) return parameter;
        parameters[name] ??= parameter;
        return { $ref: `#/components/parameters/${name}` };
      });
    const own = operation.responses as Json | undefined;
    if (own)
      for (const [status, response] of Object.entries(own)) {
        if (Number(status) < 400) continue;
        const name = responseNames.get(JSON.stringify(response));
        if (!name) continue;
        responses[name] ??= response;
        own[status] = { $ref: `#/components/responses/${name}` };
      }
  }
  components.parameters = parameters;
  if (Object.keys(responses).length > 0) components.responses = responses;
  return input;
};
