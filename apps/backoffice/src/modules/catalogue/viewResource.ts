import type { Field, Resource, View } from '@sen/domain/resources';

/** Whether a catalogue entry is a view whose rows are created, edited and deleted on its own screen. */
export const isWritableView = (entry: Resource | View): entry is View =>
  entry.kind === 'view' && entry.readOnly === false;

const cache = new WeakMap<View, Resource>();

/**
 * The resource as a writable view's pages see it: the view's route, API path, menu id and title (its rights, its
 * server routes, its addresses), and each fixed field preset to the view's value and read-only (the form shows it
 * but neither edits nor sends it; the server stamps it). Everything else (fields, sections, rules, the name of its
 * data) is the resource's. One object per view, so pages keep their identity.
 */
export const writableViewResource = (view: View, resource: Resource): Resource => {
  const known = cache.get(view);
  if (known) return known;
  const fields: Record<string, Field> = { ...resource.fields };
  for (const [name, value] of Object.entries(view.fixedFilters)) {
    const field = fields[name];
    if (field) fields[name] = { ...field, defaultValue: value, readOnly: true } as Field;
  }
  const derived: Resource = {
    ...resource,
    route: view.route,
    path: view.path,
    menuId: view.menuId,
    title: view.title,
    fields: fields as Resource['fields'],
  };
  cache.set(view, derived);
  return derived;
};

/** The resource a list, form or view page of `entry` works with: a writable view's own, else the resource's. */
export const pageResourceOf = (entry: Resource | View, resource: Resource): Resource =>
  isWritableView(entry) ? writableViewResource(entry, resource) : resource;
