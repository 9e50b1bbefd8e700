import type { TFunction } from '../../i18n';

/** A field's label in the chosen language (`resources.<set>.fields.<field>`), the field name when there is none. */
export const fieldLabel = (t: TFunction, setName: string, field: string): string =>
  t(`resources.${setName}.fields.${field}` as 'resources.units.fields.ma_dvt', {
    defaultValue: field,
  }) as string;
