import { MAX_CHOICE_GROUPS } from '@bazaar/domain';
import { Plus, X } from 'lucide-react';
import { useEffect } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Field } from '../kit/form';
import { renderMessage, useT } from '../lib/i18n';
import type { ItemFormOutput, ItemFormValues } from '../lib/item-form';
import { optionGroups, sameRows, variationMatrix } from '../lib/variation-matrix';

const INPUT =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-600';

type ItemForm = UseFormReturn<ItemFormValues, unknown, ItemFormOutput>;

/**
 * The seller names option groups (Size: S, M; Colour: Red, Blue) and gets every combination as a row
 * with its own price and stock (2 × 2 = 4 rows). The rows follow the options as they are typed; a
 * combination that stays keeps what the seller entered for it.
 */
export function VariationsEditor({ form }: { form: ItemForm }) {
  const t = useT();
  const groups = useFieldArray({ control: form.control, name: 'choice_options' });
  const drafts = useWatch({ control: form.control, name: 'choice_options' });
  const price = useWatch({ control: form.control, name: 'price' });
  const rows = useWatch({ control: form.control, name: 'variations' });
  const matrixKey = JSON.stringify(optionGroups(drafts ?? []));

  useEffect(() => {
    const current = form.getValues('variations');
    const next = variationMatrix(JSON.parse(matrixKey), current, {
      price: form.getValues('price'),
      stock: '',
    });
    if (!sameRows(current, next)) form.setValue('variations', next, { shouldDirty: true });
  }, [matrixKey, form]);

  const errors = form.formState.errors;
  const optionsError = errors.choice_options?.root?.message ?? errors.choice_options?.message;
  const rowsError = errors.variations?.root?.message ?? errors.variations?.message;

  return (
    <div className="space-y-4" data-testid="variations-editor">
      {groups.fields.map((group, i) => (
        <div
          key={group.id}
          className="grid gap-3 rounded-lg bg-slate-50 p-3 tablet:grid-cols-[1fr_2fr_auto] tablet:items-end"
        >
          <Field label={t('console.option_name', { n: i + 1 })} hint={t('console.option_name_hint')}>
            {(control) => (
              <input
                {...control}
                {...form.register(`choice_options.${i}.title`)}
                className={INPUT}
                data-testid={`option-title-${i}`}
              />
            )}
          </Field>
          <Field label={t('console.option_values', { n: i + 1 })} hint={t('console.option_values_hint')}>
            {(control) => (
              <input
                {...control}
                {...form.register(`choice_options.${i}.values`)}
                className={INPUT}
                data-testid={`option-values-${i}`}
              />
            )}
          </Field>
          <button
            type="button"
            onClick={() => groups.remove(i)}
            aria-label={t('console.option_remove', { n: i + 1 })}
            className="grid size-11 place-items-center rounded-lg text-red-700 ring-1 ring-slate-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
      {optionsError && (
        <p role="alert" className="text-sm text-red-700" data-testid="field-error">
          {renderMessage(t, optionsError)}
        </p>
      )}
      {groups.fields.length < MAX_CHOICE_GROUPS && (
        <button
          type="button"
          onClick={() => groups.append({ title: '', values: '' })}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="add-option"
        >
          <Plus aria-hidden className="size-4" />
          {t('console.add_option')}
        </button>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-sm" data-testid="variation-matrix">
            <caption className="sr-only">{t('console.combinations_n', { n: rows.length })}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('console.combination')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('console.col_price')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('console.col_stock')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, i) => {
                const rowErrors = errors.variations?.[i];
                return (
                  <tr key={row.type} data-testid="variation-row" data-type={row.type}>
                    <th scope="row" className="bidi-plain px-3 py-2 text-start font-semibold">
                      {row.type}
                    </th>
                    {(['price', 'stock'] as const).map((name) => {
                      const message = rowErrors?.[name]?.message;
                      return (
                        <td key={name} className="px-3 py-2 align-top">
                          <input
                            {...form.register(`variations.${i}.${name}`)}
                            aria-label={t(name === 'price' ? 'console.price_of' : 'console.stock_of', {
                              name: row.type,
                            })}
                            aria-invalid={Boolean(message)}
                            inputMode="numeric"
                            dir="ltr"
                            placeholder={name === 'price' ? price : '0'}
                            className={`${INPUT} min-w-24`}
                            data-testid={`variation-${name}-${i}`}
                          />
                          {message && (
                            <p className="mt-1 text-xs text-red-700" data-testid="field-error">
                              {renderMessage(t, message)}
                            </p>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rowsError && (
        <p role="alert" className="text-sm text-red-700" data-testid="field-error">
          {renderMessage(t, rowsError)}
        </p>
      )}
    </div>
  );
}
