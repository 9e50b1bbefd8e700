import { useMemo } from 'react';
import { operationCalls, operationMutations, operationQueries } from '@sen/api';
import { useServices } from '../../app/ServicesContext';

/** The system operation calls, query and mutation options over the app's API client. */
export const useOperationsApi = () => {
  const { api } = useServices();
  return useMemo(
    () => ({
      calls: operationCalls(api),
      queries: operationQueries(api),
      mutations: operationMutations(api),
    }),
    [api],
  );
};
