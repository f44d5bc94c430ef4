import { AddOnBodySchema, endpoints } from '@bazaar/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { Card } from '../../kit/card';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { FormAlert, SubmitButton, TextField, useContractForm, useRefusal } from '../../kit/form';
import { EmptyState, ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { useAction } from '../../kit/use-action';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';

type AddOn = { id: number; name: string; price: number; active: boolean };

const FIELDS = ['name', 'price', 'active'];

export async function clientLoader() {
  const { add_ons } = await signedIn('seller', () => api(endpoints.vendorAddOns));
  return { addOns: add_ons };
}

/** A new add-on, or one changed: name, price (whole rupees) and, for one that exists, on or off. */
function AddOnForm({ addOn, onDone }: { addOn: AddOn | null; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useContractForm(AddOnBodySchema, {
    name: addOn?.name ?? '',
    price: addOn ? String(addOn.price) : '',
    active: addOn ? (addOn.active ? 1 : 0) : 1,
  });
  const { general, setGeneral, refuse } = useRefusal(form, FIELDS);
  const submit = form.handleSubmit(async (body) => {
    setGeneral(null);
    try {
      const answer = addOn
        ? await api(endpoints.vendorAddOnUpdate, { params: { id: addOn.id }, body })
        : await api(endpoints.vendorAddOnStore, { body });
      form.reset(addOn ? form.getValues() : { name: '', price: '', active: 1 });
      toast(answer.message);
      await revalidator.revalidate();
      onDone();
    } catch (error) {
      refuse(error);
    }
  });
  const prefix = addOn ? `addon-${addOn.id}` : 'addon-new';
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid={`${prefix}-form`}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <FormAlert message={general} />
      <div className="grid gap-3 tablet:grid-cols-[2fr_1fr] tablet:items-start">
        <TextField form={form} name="name" label={t('console.addon_name')} data-testid={`${prefix}-name`} />
        <TextField
          form={form}
          name="price"
          label={t('console.col_price')}
          hint={t('console.rupees_hint')}
          inputMode="numeric"
          dir="ltr"
          data-testid={`${prefix}-price`}
        />
      </div>
      {addOn && (
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4"
            checked={form.watch('active') === 1}
            onChange={(e) => form.setValue('active', e.target.checked ? 1 : 0, { shouldDirty: true })}
          />
          {t('console.addon_active')}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={addOn ? t('console.save') : t('console.add_addon')}
          pendingLabel={t('console.saving')}
        />
        {addOn && (
          <button
            type="button"
            onClick={onDone}
            className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('console.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function AddOnRow({ addOn }: { addOn: AddOn }) {
  const t = useT();
  const format = useFormat();
  const { run } = useAction('seller');
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = () =>
    run(async () => {
      await api(endpoints.vendorAddOnDelete, { params: { id: addOn.id } });
      return t('addons.deleted');
    });
  if (editing)
    return (
      <li className="py-3">
        <AddOnForm addOn={addOn} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="addon-row">
      <span className="bidi-plain min-w-0 flex-1 font-semibold">{addOn.name}</span>
      {!addOn.active && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {t('console.items_inactive')}
        </span>
      )}
      <span className="font-semibold">{format.money(addOn.price)}</span>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={t('console.edit_named', { name: addOn.name })}
        className="grid size-9 place-items-center rounded ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={t('console.delete_named', { name: addOn.name })}
        className="grid size-9 place-items-center rounded text-red-700 ring-1 ring-slate-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('console.delete_addon_title', { name: addOn.name })}
        description={t('console.delete_addon_hint')}
        confirmLabel={t('console.delete')}
        cancelLabel={t('console.keep')}
        onConfirm={remove}
        destructive
      />
    </li>
  );
}

/** The store's add-ons (extras a shopper may add to an item, like extra cheese): add, change, delete. */
export default function SellerAddOns() {
  const t = useT();
  const { addOns } = useLoaderData<typeof clientLoader>();
  return (
    <div className="space-y-4" data-testid="addons-page">
      <title>{t('console.nav_addons')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_addons')}</h1>
      <p className="text-slate-600">{t('console.addons_intro')}</p>
      <Card title={t('console.add_addon')}>
        <AddOnForm addOn={null} onDone={() => {}} />
      </Card>
      <Card title={t('console.addons_list')}>
        {addOns.length === 0 ? (
          <EmptyState title={t('console.no_addons')} hint={t('console.no_addons_hint')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {addOns.map((addOn) => (
              <AddOnRow key={addOn.id} addOn={addOn} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
