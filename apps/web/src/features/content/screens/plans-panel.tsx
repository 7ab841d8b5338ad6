import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  isExternalLink,
  MAX_PLAN_FEATURES,
  planFormSchema,
  type EditablePlan,
  type PlanFormInput,
  type PlanValues,
} from '@institute/shared/content/pages';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { type DataColumn } from '../../../components/ui/data-table';
import { plans } from '../page-content-api';
import { ItemForm, ListEditor, useDraftedItemForm } from './list-editor';
import { useShownContent } from '../shown-content';

/** 'Shown: ₹1,500', 'Not shown (₹1,500)', 'No price'. */
function priceText(plan: EditablePlan, _: I18n['_']): string {
  if (plan.price === null) return _('website.plans.noPrice');
  return plan.showPrice
    ? _('website.plans.priceShown', { price: formatRupees(plan.price) })
    : _('website.plans.priceHidden', { price: formatRupees(plan.price) });
}

/** A plan (or a draft's data) as the form holds it: features one per line, price as typed. */
function formValues(plan: (Omit<PlanValues, 'months'> & { months: number }) | null): PlanFormInput {
  return {
    months: plan?.months ?? 0,
    label: plan?.label ?? '',
    path: plan?.path ?? '',
    features: plan?.features.join('\n') ?? '',
    price: plan === null || plan.price === null ? '' : String(plan.price),
    showPrice: plan?.showPrice ?? false,
  };
}

/** Add a plan (plan null) or edit one: months, label, features, link and price. */
function PlanForm({ plan, onDone }: { plan: EditablePlan | null; onDone: () => void }) {
  const save = plans.useSave();
  const { _ } = useLingui();
  const form = useForm<PlanFormInput, unknown, PlanValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan
      ? formValues(plan)
      : { ...formValues(null), months: '' as unknown as number },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { frame } = useDraftedItemForm({
    kind: 'plan',
    form,
    save,
    item: plan,
    onDone,
    load: (data) => formValues(data as PlanValues),
    texts: {
      saved: _('website.plans.saved'),
      added: _('website.plans.added'),
      saveFailed: _('website.plans.saveFailed'),
    },
  });
  return (
    <ItemForm {...frame} submitLabel={plan ? _('website.plans.save') : _('website.plans.add')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={_('website.plans.months')}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          hint={_('website.plans.monthsHint')}
          error={errors.months?.message}
          {...register('months', { valueAsNumber: true })}
        />
        <TextField
          label={_('website.plans.label')}
          lang="en"
          data-autofocus
          maxLength={50}
          hint={_('website.plans.labelHint')}
          error={errors.label?.message}
          {...register('label')}
        />
      </div>
      <TextareaField
        label={_('website.plans.features')}
        lang="en"
        rows={5}
        hint={_('website.plans.featuresHint', { max: MAX_PLAN_FEATURES })}
        error={errors.features?.message}
        {...register('features')}
      />
      <TextField
        label={_('website.plans.link')}
        hint={_('website.plans.linkHint')}
        error={errors.path?.message}
        {...register('path')}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label={_('website.plans.price')}
          inputMode="numeric"
          hint={_('website.plans.priceHint')}
          error={errors.price?.message}
          {...register('price')}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" {...register('showPrice')} />
          {_('website.plans.showPrice')}
        </label>
      </div>
    </ItemForm>
  );
}

/** The duration plans of the home page and /course, in their order. */
export function PlansPanel() {
  const { _ } = useLingui();
  const shown = useShownContent();
  const label = (plan: EditablePlan) => shown.text('plan', plan.id, 'label', plan.label);
  const columns: DataColumn<EditablePlan>[] = [
    {
      id: 'label',
      header: _('website.plans.plan'),
      rowHeader: true,
      cell: (plan) => (
        <span className="font-normal">
          <span className="block font-semibold">
            {shown.node('plan', plan.id, 'label', plan.label)}
          </span>
          <span className="block whitespace-pre-line text-slate-700">
            {shown.node(
              'plan',
              plan.id,
              'features',
              // The Hindi is written one feature a line, as the English.
              plan.features.join('\n'),
            )}
          </span>
        </span>
      ),
    },
    { id: 'months', header: _('website.plans.months'), cell: (plan) => plan.months, phone: false },
    {
      id: 'link',
      header: _('website.plans.link'),
      cell: (plan) => (
        <span className="break-all">
          {plan.path}
          {isExternalLink(plan.path) && (
            <span className="sr-only"> {_('website.plans.external')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'price',
      header: _('website.plans.priceHeader'),
      className: 'whitespace-nowrap',
      cell: (plan) => priceText(plan, _),
    },
  ];
  return (
    <ListEditor
      list={plans.useList()}
      remove={plans.useRemove()}
      reorder={plans.useReorder()}
      texts={{
        intro: _('website.plans.intro'),
        add: _('website.plans.add'),
        editTitle: _('website.plans.editTitle'),
        caption: _('website.plans.heading'),
        empty: _('website.plans.empty'),
        loadFailed: _('website.plans.loadFailed'),
        removed: _('website.plans.removed'),
        removeFailed: _('website.plans.removeFailed'),
      }}
      columns={columns}
      editLabel="website.plans.edit"
      removeLabel="website.plans.remove"
      labelValues={(plan) => ({ label: label(plan) })}
      moveName={label}
      confirmRemove={(plan) => _('website.plans.confirmRemove', { label: label(plan) })}
      form={(plan, done) => <PlanForm plan={plan} onDone={done} />}
    />
  );
}
