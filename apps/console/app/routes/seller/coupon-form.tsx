import { endpoints, type VendorCoupon } from '@bazaar/contract';
import {
  issueMessage,
  NEW_COUPON_DEFAULTS,
  pakistanDate,
  storeCouponProblems,
  storeCouponSchema,
} from '@bazaar/domain';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import {
  controlClass,
  Field,
  FormAlert,
  FormSection,
  SubmitButton,
  TextField,
  useContractForm,
  useRefusal,
} from '../../kit/form';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api, signedIn } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/coupon-form';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!params.id) return { coupon: null };
  const coupon = await signedIn('seller', () => api(endpoints.vendorCoupon, { params: { id } }));
  return { coupon };
}

/** The coupon's fields by the domain's formats, then its rules between fields on the coupon as it will be kept. */
const couponFormSchema = storeCouponSchema.superRefine((fields, ctx) => {
  const coupon = { ...NEW_COUPON_DEFAULTS, ...fields };
  const kept = { ...coupon, max_discount: coupon.discount_type === 'amount' ? null : coupon.max_discount };
  for (const problem of storeCouponProblems(kept))
    ctx.addIssue({
      code: 'custom',
      path: [problem.field],
      message: issueMessage(problem.message.key, problem.message.params),
    });
});
const FIELDS = Object.keys(storeCouponSchema.shape);

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function formValues(coupon: VendorCoupon | null) {
  const today = pakistanDate(Date.now());
  return {
    title: coupon?.title ?? '',
    code: coupon?.code ?? '',
    discount_type: coupon?.discount_type ?? 'percent',
    discount: text(coupon?.discount),
    min_purchase: text(coupon?.min_purchase ?? 0),
    max_discount: text(coupon?.max_discount),
    start_date: coupon?.start_date ?? today,
    expire_date: coupon?.expire_date ?? today,
    limit: text(coupon?.limit),
    total_limit: text(coupon?.total_limit),
  };
}

/**
 * A store coupon made or changed (`/seller/coupons/new`, `/seller/coupons/{id}`): code, title, percent
 * or amount, minimum purchase, the cap of a percent, uses and dates, checked by the domain's coupon
 * rules in the browser and then by the API, whose refusals show under their fields.
 */
export default function CouponForm() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { coupon } = useLoaderData<typeof clientLoader>();
  const [saved, setSaved] = useState(false);
  const form = useContractForm(couponFormSchema, formValues(coupon));
  const { general, setGeneral, refuse } = useRefusal(form, FIELDS, { pointToFields: true });
  const kind = useWatch({ control: form.control, name: 'discount_type' });
  useEffect(() => {
    if (saved) void navigate('/seller/coupons');
  }, [saved, navigate]);
  const errorOf = (name: 'discount_type') => form.getFieldState(name, form.formState).error?.message;

  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      const body = { ...values, ...(values.discount_type === 'amount' && { max_discount: null }) };
      try {
        const answer = coupon
          ? await api(endpoints.vendorCouponUpdate, { params: { id: coupon.id }, body })
          : await api(endpoints.vendorCouponStore, { body });
        toast(answer.message);
        setSaved(true);
      } catch (error) {
        refuse(error);
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );

  const title = coupon ? t('console.coupon_edit', { code: coupon.code }) : t('console.coupon_new');
  return (
    <div className="space-y-4">
      <title>{title}</title>
      <Link
        to="/seller/coupons"
        className="text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('console.back_to_coupons')}
      </Link>
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting && !saved} />
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="coupon-form">
        <FormAlert message={general} />
        <FormSection title={t('console.coupon_section_code')}>
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              form={form}
              name="code"
              label={t('console.coupon_code')}
              hint={t('console.coupon_code_hint')}
              autoComplete="off"
              dir="ltr"
            />
            <TextField form={form} name="title" label={t('console.coupon_title')} />
          </div>
        </FormSection>
        <FormSection title={t('console.coupon_discount')}>
          <div className="grid gap-4 tablet:grid-cols-2">
            <Field label={t('console.coupon_type')} error={errorOf('discount_type')}>
              {(control) => (
                <select {...control} {...form.register('discount_type')} className={controlClass}>
                  <option value="percent">{t('console.coupon_type_percent')}</option>
                  <option value="amount">{t('console.coupon_type_amount')}</option>
                </select>
              )}
            </Field>
            <TextField
              form={form}
              name="discount"
              label={t(kind === 'amount' ? 'console.coupon_discount_rs' : 'console.coupon_discount_percent')}
              inputMode="decimal"
              dir="ltr"
            />
            <TextField
              form={form}
              name="min_purchase"
              label={t('console.coupon_min_purchase_rs')}
              inputMode="numeric"
              dir="ltr"
            />
            {kind === 'percent' && (
              <TextField
                form={form}
                name="max_discount"
                label={t('console.coupon_max_discount_rs')}
                hint={t('console.blank_no_cap')}
                inputMode="numeric"
                dir="ltr"
              />
            )}
          </div>
        </FormSection>
        <FormSection title={t('console.coupon_section_when')}>
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              form={form}
              name="start_date"
              label={t('console.coupon_start')}
              type="date"
              dir="ltr"
            />
            <TextField
              form={form}
              name="expire_date"
              label={t('console.coupon_expire')}
              type="date"
              dir="ltr"
            />
            <TextField
              form={form}
              name="limit"
              label={t('console.coupon_limit')}
              hint={t('console.blank_unlimited')}
              inputMode="numeric"
              dir="ltr"
            />
            <TextField
              form={form}
              name="total_limit"
              label={t('console.coupon_total_limit')}
              hint={t('console.blank_unlimited')}
              inputMode="numeric"
              dir="ltr"
            />
          </div>
        </FormSection>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t(coupon ? 'console.coupon_save' : 'console.coupon_create')}
          pendingLabel={t('console.saving')}
        />
      </form>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
