import { useEffect, useState } from 'react';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { FieldCell, useLabelLocale } from '../fields';

export type CatalogueViewPageProps = { resource: Resource; id: string };

/** The read-only page of one record of a catalogue resource. */
export function CatalogueViewPage({ resource, id }: CatalogueViewPageProps) {
  const { api } = useServices();
  const locale = useLabelLocale();
  const [row, setRow] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Record<string, unknown>>(`/${resource.path}/${encodeURIComponent(id)}`, undefined, {
        signal: controller.signal,
      })
      .then(setRow, () => undefined);
    return () => controller.abort();
  }, [api, resource.path, id]);
  return (
    <div>
      {resource.sections.map((section) => (
        <section key={section.title.en}>
          <h2>{section.title[locale]}</h2>
          <dl>
            {section.fields.map((name) => {
              const field = resource.fields[name];
              if (!field) return null;
              return (
                <div key={name}>
                  <dt>{field.label[locale]}</dt>
                  <dd>
                    <FieldCell field={field} value={row?.[name]} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
