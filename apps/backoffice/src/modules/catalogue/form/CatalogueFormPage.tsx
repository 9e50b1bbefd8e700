import { useEffect, useState } from 'react';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { fieldInputs, useLabelLocale } from '../fields';

export type CatalogueFormPageProps = { resource: Resource; mode: 'new' | 'edit'; id?: string };

/** The new/edit page of a catalogue resource: its form sections, one input per field type. */
export function CatalogueFormPage({ resource, mode, id }: CatalogueFormPageProps) {
  const { api } = useServices();
  const locale = useLabelLocale();
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (mode !== 'edit' || !id) return;
    const controller = new AbortController();
    api
      .get<Record<string, unknown>>(`/${resource.path}/${encodeURIComponent(id)}`, undefined, {
        signal: controller.signal,
      })
      .then(setValues, () => undefined);
    return () => controller.abort();
  }, [api, resource.path, mode, id]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {resource.sections.map((section) => (
        <fieldset key={section.title.en}>
          <legend>{section.title[locale]}</legend>
          {section.fields.map((name) => {
            const field = resource.fields[name];
            if (!field || field.type === 'lines') return null;
            const Input = fieldInputs[field.type] as (typeof fieldInputs)['text'];
            return (
              <Input
                key={name}
                name={name}
                field={field as never}
                label={field.label[locale]}
                value={values[name]}
                onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
                isDisabled={field.readOnly}
                locale={locale}
              />
            );
          })}
        </fieldset>
      ))}
    </form>
  );
}
