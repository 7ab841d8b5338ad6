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
function priceText(plan: EditablePlan): string {
  if (plan.price === null) return 'No price';
  return plan.showPrice
    ? `Shown: ${formatRupees(plan.price)}`
    : `Not shown (${formatRupees(plan.price)})`;
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
          showToast(plan ? 'Plan saved' : 'Plan added', 'success');
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, 'The plan could not be saved. Please try again.'));
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
          label="Months"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          hint="A whole number from 1 to 60; one plan per number"
          error={errors.months?.message}
          {...register('months', { valueAsNumber: true })}
        />
        <TextField
          label="Label"
          data-autofocus
          maxLength={50}
          hint="For example 3 Months"
          error={errors.label?.message}
          {...register('label')}
        />
      </div>
      <TextareaField
        label="Features"
        rows={5}
        hint={`One per line, at most ${MAX_PLAN_FEATURES}`}
        error={errors.features?.message}
        {...register('features')}
      />
      <TextField
        label="Link"
        hint="A page of this website such as /three, or a full link starting with https://"
        error={errors.path?.message}
        {...register('path')}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Price in rupees (optional)"
          inputMode="numeric"
          hint="Whole rupees, for example 1500"
          error={errors.price?.message}
          {...register('price')}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" {...register('showPrice')} />
          Show the price on the website
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
          {plan ? 'Save plan' : 'Add plan'}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          Cancel
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
  const [editing, setEditing] = useState<EditablePlan | 'new' | null>(null);

  if (plans.isPending) return <LoadingMessage />;
  if (plans.isError) {
    return <ErrorMessage>{messageOf(plans.error, 'The plans could not be loaded.')}</ErrorMessage>;
  }
  const list = plans.data;

  const onDelete = (plan: EditablePlan) => {
    if (!window.confirm(`Remove the plan ‘${plan.label}’ from the website?`)) return;
    remove.mutate(plan, {
      onSuccess: () => showToast('Plan removed', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The plan could not be removed. Please try again.'), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(list, index, by), {
      onSuccess: () => showToast('Order saved', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The order could not be saved. Please try again.'), 'error'),
    });

  const columns: DataColumn<EditablePlan>[] = [
    {
      id: 'label',
      header: 'Plan',
      rowHeader: true,
      cell: (plan) => (
        <span className="font-normal">
          <span className="block font-semibold">{plan.label}</span>
          <span className="block text-slate-700">{plan.features.join(' · ')}</span>
        </span>
      ),
    },
    { id: 'months', header: 'Months', cell: (plan) => plan.months, phone: false },
    {
      id: 'link',
      header: 'Link',
      cell: (plan) => (
        <span className="break-all">
          {plan.path}
          {isExternalLink(plan.path) && <span className="sr-only"> (another website)</span>}
        </span>
      ),
    },
    { id: 'price', header: 'Price', className: 'whitespace-nowrap', cell: priceText },
    {
      id: 'actions',
      header: 'Actions',
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
              Edit <span className="sr-only">plan {plan.label}</span>
            </Button>
            <Button variant="danger" onClick={() => onDelete(plan)}>
              Remove <span className="sr-only">plan {plan.label}</span>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          The home page and ‘Our Courses’ show these plans, in this order; a price shows only where
          you choose.
        </p>
        <Button onClick={() => setEditing('new')}>Add plan</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Duration plans"
          columns={columns}
          rows={list}
          rowKey={(plan) => plan.id}
          empty={<p className="p-4 text-slate-700">No plans yet.</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add plan' : 'Edit plan'}
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
