import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { withLocationError } from './form-values';

interface GroupFormOptions<Values, Input> {
  initialValues: Values;
  /** The shared schema of the input (guide, rule 2). */
  schema: z.ZodType;
  toInput: (values: Values) => Input;
  /** The fields the form shows, so the API's other field messages show above it instead. */
  fields: readonly string[];
  onSubmit: (input: Input) => Promise<unknown>;
}

/**
 * The form state shared by the group session, series and series session forms: the shared schema
 * validates, the API's field errors land on their inputs (the location's under its one select),
 * and "check the inputs" shows whenever a field is wrong.
 */
export function useGroupForm<Values extends object, Input>({
  initialValues,
  schema,
  toInput,
  fields: fieldNames,
  onSubmit,
}: GroupFormOptions<Values, Input>) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => withLocationError(zodValidate(schema)(toInput(values))),
  });
  const [checkInputs, setCheckInputs] = useState(false);

  const save = async (input: Input) => {
    try {
      await onSubmit(input);
    } catch (failure) {
      const { fields } = apiFormErrors(failure, fieldNames);
      form.setErrors(withLocationError(fields));
      if (Object.keys(fields).length > 0) setCheckInputs(true);
    }
  };

  /** The form's submit handler: once the values are valid, `proceed` (saving, by default) gets the input. */
  const submit = (proceed: (input: Input) => Promise<unknown> = save) =>
    form.onSubmit(
      async (raw) => {
        setCheckInputs(false);
        await proceed(toInput(raw));
      },
      () => setCheckInputs(true),
    );

  return { form, checkInputs, save, submit };
}
