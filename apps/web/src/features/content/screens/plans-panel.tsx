import { Trans, useLingui } from '@lingui/react';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { moved, planMutations, usePlans } from '../page-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';
import { MoveButtons } from '../../../components/ui/move-buttons';

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
  const save = planMutations.useSave();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PlanFormInput, unknown, PlanValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan
      ? formValues(plan)
      : { ...formValues(null), months: '' as unknown as number },
  });
  const draft = useFormDraft({
    kind: 'plan',
    itemId: plan?.id ?? null,
    version: plan?.version ?? 0,
    load: (data) => reset(formValues(data as PlanValues)),
    handleSubmit,
    setError,
    setFailure,
  });
  const onValid = (input: PlanValues) => {
    setFailure(null);
    save.mutate(
      { id: plan?.id ?? null, version: draft.version, input },
      {
        onSuccess: () => {
          draft.published();
          showToast(plan ? _('website.plans.saved') : _('website.plans.added'), 'success');
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.plans.saveFailed')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
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
          data-autofocus
          maxLength={50}
          hint={_('website.plans.labelHint')}
          error={errors.label?.message}
          {...register('label')}
        />
      </div>
      <TextareaField
        label={_('website.plans.features')}
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
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {plan ? _('website.plans.save') : _('website.plans.add')}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The duration plans of the home page and /course, in their order. */
export function PlansPanel() {
  const plans = usePlans();
  const remove = planMutations.useRemove();
  const reorder = planMutations.useReorder();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditablePlan | 'new' | null>(null);

  if (plans.isPending) return <LoadingMessage />;
  if (plans.isError) {
    return <ErrorMessage>{messageOf(plans.error, _('website.plans.loadFailed'))}</ErrorMessage>;
  }
  const list = plans.data;

  const onDelete = (plan: EditablePlan) => {
    if (!window.confirm(_('website.plans.confirmRemove', { label: plan.label }))) return;
    remove.mutate(plan, {
      onSuccess: () => showToast(_('website.plans.removed'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.plans.removeFailed')), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(list, index, by), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditablePlan>[] = [
    {
      id: 'label',
      header: _('website.plans.plan'),
      rowHeader: true,
      cell: (plan) => (
        <span className="font-normal">
          <span className="block font-semibold">{plan.label}</span>
          <span className="block text-slate-700">{plan.features.join(' · ')}</span>
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
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (plan) => {
        const index = list.findIndex((item) => item.id === plan.id);
        return (
          <div className="flex flex-wrap gap-2">
            <MoveButtons
              index={index}
              count={list.length}
              name={plan.label}
              disabled={reorder.isPending}
              onMove={(step) => onMove(index, step)}
            />
            <Button variant="small" onClick={() => setEditing(plan)}>
              <Trans id="website.plans.edit" values={{ label: plan.label }} components={hidden} />
            </Button>
            <Button variant="danger" onClick={() => onDelete(plan)}>
              <Trans id="website.plans.remove" values={{ label: plan.label }} components={hidden} />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{_('website.plans.intro')}</p>
        <Button onClick={() => setEditing('new')}>{_('website.plans.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.plans.heading')}
          columns={columns}
          rows={list}
          rowKey={(plan) => plan.id}
          empty={<p className="p-4 text-slate-700">{_('website.plans.empty')}</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? _('website.plans.add') : _('website.plans.editTitle')}
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <PlanForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            plan={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
