import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, FormActions } from '@sen/ui';
import type { SelectItem } from '@sen/ui';
import { errorMessage, type ResourceInput, type ResourceSet } from '@sen/domain';
import { readLookupList, resourceSetMutations } from '@sen/api';
import { useServices } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import type { ResourceRowData } from './columns';
import { FieldInput } from './FieldInput';
import { choiceText, type FieldSpec } from './fieldSpecs';
import { initialValues, inputOf, type FormValues } from './formValues';
import { cachedDuplicate } from './cachedDuplicate';
import { fieldLabel } from './labels';
import { fieldErrorsOf } from './serverErrors';
import * as styles from './resourceSets.styles';

export type ResourceSetEditorProps = {
  set: ResourceSet;
  fields: readonly FieldSpec[];
  /** The row being edited; undefined for a new row. */
  row?: ResourceRowData;
  /** The branch choices of the ma_dvcs field (codes and labels). */
  branchItems: readonly SelectItem[];
  title: string;
  onClose: () => void;
};

/** A required field left empty gets the 'required' message before anything is sent. */
const missingRequired = (fields: readonly FieldSpec[], values: FormValues): string[] =>
  fields
    .filter((field) => field.required && field.kind !== 'boolean')
    .filter((field) => {
      const value = values[field.name];
      return value === null || (typeof value === 'string' && value.trim() === '');
    })
    .map((field) => field.name);

/**
 * The create/edit form of a resource set in a drawer: one field per record field, POST for a new row and PUT for a
 * saved one. The server's errors are shown on their fields and in a toast; a save updates the cached lookup list and
 * refetches the list (the mutations do both).
 */
export function ResourceSetEditor({ set, fields, row, branchItems, title, onClose }: ResourceSetEditorProps) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const mutations = useMemo(() => resourceSetMutations(api, set, queryClient), [api, set, queryClient]);
  const create = useMutation(mutations.create);
  const replace = useMutation(mutations.replace);
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(
      fields,
      row,
      branchItems.map((item) => String(item.id)),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = row !== undefined;
  const names = fields.map((field) => field.name);

  const change = (name: string, value: FormValues[string]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A key already in the set's cached lookup list is said at once (the server still decides on save).
    const taken = set.keyFields.includes(name)
      ? cachedDuplicate(set, readLookupList(queryClient, set), next, row ? String(row._id) : undefined)
      : undefined;
    setErrors((previous) => {
      const { [name]: _removed, ...rest } = previous;
      if (taken)
        return { ...rest, [name]: errorMessage('RESOURCE_DUPLICATE', localeOf(i18n), { key: taken }) };
      return name in previous ? rest : previous;
    });
  };

  const failed = (error: unknown) => {
    setErrors(fieldErrorsOf(error, names));
    notify('error', failureText(error, t));
  };

  const submit = () => {
    const missing = missingRequired(fields, values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, t('resources.common.required')])));
      return;
    }
    const input = inputOf(fields, values) as ResourceInput<ResourceSet>;
    if (row) {
      const target = set.addressBy === 'key' ? row : String(row._id);
      replace.mutate(
        { target, input },
        {
          onSuccess: () => {
            notify('success', t('resources.common.updated'));
            onClose();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notify('success', t('resources.common.created'));
          onClose();
        },
        onError: failed,
      });
    }
  };

  const pending = create.isPending || replace.isPending;
  const locale = localeOf(i18n);
  // Items of a select of choices: each value with its name, plus the row's own value when it is not one of them.
  const choiceItemsOf = (field: FieldSpec): SelectItem[] | undefined => {
    if (!field.choices) return undefined;
    const items = field.choices.map((choice) => ({
      id: choice.value,
      label: choiceText(choice.value, field.choices!, locale),
    }));
    const own = row?.[field.name];
    return typeof own === 'string' && own !== '' && !items.some((item) => item.id === own)
      ? [...items, { id: own, label: own }]
      : items;
  };
  // Items of the branch select: the user's branches, plus the row's own when it is not one of them.
  const rowBranch = typeof row?.ma_dvcs === 'string' ? row.ma_dvcs : undefined;
  const items =
    rowBranch && !branchItems.some((item) => item.id === rowBranch)
      ? [...branchItems, { id: rowBranch, label: rowBranch }]
      : branchItems;

  return (
    <Drawer
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t('common.close')}
      isDismissable={!pending}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div style={styles.formFields}>
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              label={fieldLabel(t, set.name, field.name)}
              value={values[field.name] ?? null}
              onChange={(value) => change(field.name, value)}
              errorMessage={errors[field.name]}
              isReadOnly={editing && field.key}
              branchItems={items}
              choiceItems={choiceItemsOf(field)}
            />
          ))}
        </div>
        <FormActions>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('resources.common.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('resources.common.save')}
          </Button>
        </FormActions>
      </Form>
    </Drawer>
  );
}
