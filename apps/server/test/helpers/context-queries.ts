import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';

/**
 * Counts the queries that read what a signed-in request's context is made of (tenant, user, session, branches):
 * give `plugin` to the app's database (`db.withPlugin`), and `take()` answers the count since the last take.
 */
export const contextQueries = () => {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }: PluginTransformQueryArgs) => {
      if (/"name":"(tenants|users|refresh_tokens|branches)"/.test(JSON.stringify(node))) count += 1;
      return node;
    },
    transformResult: async ({ result }: PluginTransformResultArgs) => result,
  };
  return { plugin, take: () => [count, (count = 0)][0] };
};
