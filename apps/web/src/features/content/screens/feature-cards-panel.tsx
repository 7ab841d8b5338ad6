import { useLingui } from '@lingui/react';
import type { MessageId } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FEATURE_ICONS, type FeatureIcon as IconName } from '@institute/shared/content/constants';
import {
  featureCardInputSchema,
  type EditableFeatureCard,
  type FeatureCardInput,
  type FeatureCardValues,
} from '@institute/shared/content/pages';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { type DataColumn } from '../../../components/ui/data-table';
import { FeatureIcon } from '../components/feature-icon';
import { featureCards } from '../page-content-api';
import { ItemForm, ListEditor, useDraftedItemForm } from './list-editor';
import { useShownContent } from '../shown-content';

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
  const save = featureCards.useSave();
  const { _ } = useLingui();
  const iconOptions = FEATURE_ICONS.map((icon) => ({ value: icon, label: _(ICON_LABELS[icon]) }));
  const form = useForm<FeatureCardInput, unknown, FeatureCardValues>({
    resolver: zodResolver(featureCardInputSchema),
    defaultValues: {
      icon: card?.icon ?? FEATURE_ICONS[0],
      title: card?.title ?? '',
      description: card?.description ?? '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { frame } = useDraftedItemForm({
    kind: 'feature_card',
    form,
    save,
    item: card,
    onDone,
    texts: {
      saved: _('website.featureCards.saved'),
      added: _('website.featureCards.added'),
      saveFailed: _('website.featureCards.saveFailed'),
    },
  });
  return (
    <ItemForm
      {...frame}
      submitLabel={card ? _('website.featureCards.save') : _('website.featureCards.add')}
    >
      <SelectField
        label={_('website.featureCards.icon')}
        options={iconOptions}
        error={errors.icon?.message}
        {...register('icon')}
      />
      <TextField
        label={_('website.title')}
        lang="en"
        data-autofocus
        maxLength={100}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={_('website.featureCards.description')}
        lang="en"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
    </ItemForm>
  );
}

/** The cards under the home page's carousel, in their order: add, edit, move, remove. */
export function FeatureCardsPanel() {
  const { _ } = useLingui();
  const shown = useShownContent();
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
            <span className="block font-semibold">
              {shown.node('feature', card.id, 'title', card.title)}
            </span>
            <span className="block text-slate-700">
              {shown.node('feature', card.id, 'description', card.description)}
            </span>
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
  ];
  return (
    <ListEditor
      list={featureCards.useList()}
      remove={featureCards.useRemove()}
      reorder={featureCards.useReorder()}
      texts={{
        intro: _('website.featureCards.intro'),
        add: _('website.featureCards.add'),
        addTitle: _('website.featureCards.addTitle'),
        editTitle: _('website.featureCards.editTitle'),
        caption: _('website.featureCards.heading'),
        empty: _('website.featureCards.empty'),
        loadFailed: _('website.featureCards.loadFailed'),
        removed: _('website.featureCards.removed'),
        removeFailed: _('website.featureCards.removeFailed'),
      }}
      columns={columns}
      editLabel="website.featureCards.edit"
      removeLabel="website.featureCards.remove"
      labelValues={(card) => ({ title: shown.text('feature', card.id, 'title', card.title) })}
      moveName={(card) => shown.text('feature', card.id, 'title', card.title)}
      confirmRemove={(card) =>
        _('website.featureCards.confirmRemove', {
          title: shown.text('feature', card.id, 'title', card.title),
        })
      }
      form={(card, done) => <FeatureCardForm card={card} onDone={done} />}
    />
  );
}
