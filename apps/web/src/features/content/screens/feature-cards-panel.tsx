import { Trans, useLingui } from '@lingui/react';
import type { MessageId } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FEATURE_ICONS, type FeatureIcon as IconName } from '@institute/shared/content/constants';
import {
  featureCardInputSchema,
  type EditableFeatureCard,
  type FeatureCardInput,
  type FeatureCardValues,
} from '@institute/shared/content/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { FeatureIcon } from '../components/feature-icon';
import { featureCardMutations, moved, useFeatureCards } from '../page-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';
import { MoveButtons } from '../../../components/ui/move-buttons';

/** What each icon shows, as the editor names it. */
export const ICON_LABELS = {
  courses: 'website.icon.courses',
  books: 'website.icon.books',
  teachers: 'website.icon.teachers',
  certificate: 'website.icon.certificate',
} as const satisfies Record<IconName, MessageId>;

/** Add a card (card null) or edit one: its icon, title and description. */
function FeatureCardForm({
  card,
  onDone,
}: {
  card: EditableFeatureCard | null;
  onDone: () => void;
}) {
  const save = featureCardMutations.useSave();
  const { _ } = useLingui();
  const iconOptions = FEATURE_ICONS.map((icon) => ({ value: icon, label: _(ICON_LABELS[icon]) }));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FeatureCardInput, unknown, FeatureCardValues>({
    resolver: zodResolver(featureCardInputSchema),
    defaultValues: {
      icon: card?.icon ?? FEATURE_ICONS[0],
      title: card?.title ?? '',
      description: card?.description ?? '',
    },
  });
  const draft = useFormDraft({
    kind: 'feature_card',
    itemId: card?.id ?? null,
    version: card?.version ?? 0,
    load: (data) => reset(data as FeatureCardInput),
    handleSubmit,
    setError,
    setFailure,
  });
  const onValid = (input: FeatureCardValues) => {
    setFailure(null);
    save.mutate(
      { id: card?.id ?? null, version: draft.version, input },
      {
        onSuccess: () => {
          draft.published();
          showToast(
            card ? _('website.featureCards.saved') : _('website.featureCards.added'),
            'success',
          );
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.featureCards.saveFailed')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <SelectField
        label={_('website.featureCards.icon')}
        options={iconOptions}
        error={errors.icon?.message}
        {...register('icon')}
      />
      <TextField
        label={_('website.title')}
        data-autofocus
        maxLength={100}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={_('website.featureCards.description')}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {card ? _('website.featureCards.save') : _('website.featureCards.add')}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The cards under the home page's carousel, in their order: add, edit, move, remove. */
export function FeatureCardsPanel() {
  const cards = useFeatureCards();
  const remove = featureCardMutations.useRemove();
  const reorder = featureCardMutations.useReorder();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableFeatureCard | 'new' | null>(null);

  if (cards.isPending) return <LoadingMessage />;
  if (cards.isError) {
    return (
      <ErrorMessage>{messageOf(cards.error, _('website.featureCards.loadFailed'))}</ErrorMessage>
    );
  }
  const list = cards.data;

  const onDelete = (card: EditableFeatureCard) => {
    if (!window.confirm(_('website.featureCards.confirmRemove', { title: card.title }))) return;
    remove.mutate(card, {
      onSuccess: () => showToast(_('website.featureCards.removed'), 'success'),
      onError: (error) =>
        showToast(messageOf(error, _('website.featureCards.removeFailed')), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(list, index, by), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditableFeatureCard>[] = [
    {
      id: 'title',
      header: _('website.featureCards.card'),
      rowHeader: true,
      cell: (card) => (
        <span className="flex items-start gap-3 font-normal">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <FeatureIcon name={card.icon} />
          </span>
          <span>
            <span className="block font-semibold">{card.title}</span>
            <span className="block text-slate-700">{card.description}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'icon',
      header: _('website.featureCards.icon'),
      cell: (card) => _(ICON_LABELS[card.icon]),
      phone: false,
    },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (card) => {
        const index = list.findIndex((item) => item.id === card.id);
        return (
          <div className="flex flex-wrap gap-2">
            <MoveButtons
              index={index}
              count={list.length}
              name={card.title}
              disabled={reorder.isPending}
              onMove={(step) => onMove(index, step)}
            />
            <Button variant="small" onClick={() => setEditing(card)}>
              <Trans
                id="website.featureCards.edit"
                values={{ title: card.title }}
                components={hidden}
              />
            </Button>
            <Button variant="danger" onClick={() => onDelete(card)}>
              <Trans
                id="website.featureCards.remove"
                values={{ title: card.title }}
                components={hidden}
              />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{_('website.featureCards.intro')}</p>
        <Button onClick={() => setEditing('new')}>{_('website.featureCards.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.featureCards.heading')}
          columns={columns}
          rows={list}
          rowKey={(card) => card.id}
          empty={<p className="p-4 text-slate-700">{_('website.featureCards.empty')}</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={
          editing === 'new'
            ? _('website.featureCards.addTitle')
            : _('website.featureCards.editTitle')
        }
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <FeatureCardForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            card={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
