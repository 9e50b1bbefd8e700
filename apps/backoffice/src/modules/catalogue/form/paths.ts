/**
 * The back-office addresses of one resource's pages (route catalogue style: '/crm/partners/new',
 * '/crm/partners/$id/edit'): list, new, view, edit and print.
 */
export const recordPaths = (route: string) => {
  const of = (id: string) => `${route}/${encodeURIComponent(id)}`;
  return {
    list: route,
    new: `${route}/new`,
    view: of,
    edit: (id: string) => `${of(id)}/edit`,
    print: (id: string) => `${of(id)}/print`,
  };
};

/** TanStack Query keys of a resource's data: everything of it (invalidated after a write) and one record. */
export const catalogueKeys = {
  all: (resource: string) => ['catalogue', resource] as const,
  record: (resource: string, id: string) => ['catalogue', resource, 'record', id] as const,
  print: (resource: string, id: string) => ['catalogue', resource, 'print', id] as const,
};
