import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_SLIDES,
  MEDIA_MESSAGES,
  slideInputSchema,
  type EditableSlide,
  type SlideDraft,
  type SlideInput,
  type SlideValues,
} from '@institute/shared/content/media';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { type DataColumn } from '../../../components/ui/data-table';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import { slides, useAddSlide } from '../media-api';
import { ItemForm, ListEditor } from './list-editor';
import { useShownContent } from '../shown-content';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useDraftPicture, useFormDraft, usePublishThroughDraft } from './draft-controls';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * Add a slide (slide null: with its picture) or edit a slide (its words, and a new picture).
 * "Save draft" keeps a chosen picture with the draft (uploaded for it, shown to editors only,
 * decision 0038); saving a new picture of a slide, or a draft's picture, publishes it through
 * the draft.
 */
function SlideForm({ slide, onDone }: { slide: EditableSlide | null; onDone: () => void }) {
  const add = useAddSlide();
  const save = slides.useSave();
  const { _ } = useLingui();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SlideInput, unknown, SlideValues>({
    resolver: zodResolver(slideInputSchema),
    defaultValues: {
      alt: slide?.alt ?? '',
      title: slide?.title ?? '',
      text: slide?.text ?? '',
      link: slide?.link ?? '',
    },
  });
  const draftPicture = useDraftPicture(setImageError);
  const draft = useFormDraft({
    kind: 'slide',
    itemId: slide?.id ?? null,
    version: slide?.version ?? 0,
    load: (data) => {
      const { picture, ...words } = data as SlideDraft;
      reset(words);
      draftPicture.load(picture);
    },
    handleSubmit,
    setError,
    setFailure,
    toData: async (values) => {
      const picture = await draftPicture.forDraft(image);
      return picture === undefined ? values : { ...values, picture };
    },
  });
  const onError = (error: Error) => {
    applyFieldErrors(error, setError, (field) => field !== 'image');
    if (error instanceof ApiRequestError) setImageError(error.fieldErrors.image?.[0]);
    setFailure(messageOf(error, _('website.slides.saveFailed')));
  };
  const done = (message: string) => {
    showToast(message, 'success');
    onDone();
  };
  const throughDraft = usePublishThroughDraft(draft);
  const onValid = (input: SlideValues) => {
    setFailure(null);
    // A new picture of a slide, or a draft's picture: published through the draft.
    if ((slide && image) || draftPicture.holds(image)) {
      void throughDraft.run(
        input,
        () => done(slide ? _('website.slides.saved') : _('website.slides.added')),
        onError,
      );
      return;
    }
    if (slide) {
      save.mutate(
        { id: slide.id, version: draft.version, input },
        {
          onSuccess: () => {
            draft.published();
            done(_('website.slides.saved'));
          },
          onError,
        },
      );
      return;
    }
    if (!image) {
      setImageError(MEDIA_MESSAGES.image);
      return;
    }
    add.mutate(
      { input, image },
      {
        onSuccess: () => {
          draft.published();
          done(_('website.slides.added'));
        },
        onError,
      },
    );
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    setImage(event.target.files?.[0] ?? null);
    setImageError(undefined);
  };
  return (
    <ItemForm
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      draft={draft}
      failure={failure}
      busy={add.isPending || save.isPending || throughDraft.busy}
      busyLabel={slide ? _('website.saving') : _('website.uploading')}
      submitLabel={slide ? _('website.slides.save') : _('website.slides.add')}
      onCancel={onDone}
    >
      {slide ? (
        <>
          <img
            src={slide.imageUrl}
            alt=""
            width={slide.width}
            height={slide.height}
            className="h-auto w-full max-w-xs rounded border border-slate-200"
          />
          <FileField
            label={_('website.slides.newPicture')}
            accept={IMAGE_TYPES}
            hint={_('website.slides.newPictureHint')}
            current={draftPicture.thumbnail}
            error={imageError}
            onChange={chosen}
          />
        </>
      ) : (
        <FileField
          label={_('website.slides.picture')}
          accept={IMAGE_TYPES}
          data-autofocus
          hint={_('website.slides.pictureHint')}
          current={draftPicture.thumbnail}
          error={imageError}
          onChange={chosen}
        />
      )}
      <TextField
        label={_('website.altText')}
        lang="en"
        hint={_('website.altTextHint')}
        error={errors.alt?.message}
        {...register('alt')}
      />
      <TextField
        label={_('website.titleOptional')}
        lang="en"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={_('website.slides.text')}
        lang="en"
        rows={2}
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        label={_('website.slides.link')}
        hint={_('website.slides.linkHint')}
        error={errors.link?.message}
        {...register('link')}
      />
    </ItemForm>
  );
}

/** The hero slides of the home page: at most ten, in order. */
export function SlidesPanel() {
  const list = slides.useList();
  const { _ } = useLingui();
  const shown = useShownContent();
  const count = list.data?.length ?? 0;
  const full = count >= MAX_SLIDES;
  const columns: DataColumn<EditableSlide>[] = [
    {
      id: 'picture',
      header: _('website.slides.picture'),
      cell: (slide) => (
        <img
          src={slide.imageUrl}
          alt={shown.text('slide', slide.id, 'alt', slide.alt)}
          width={slide.width}
          height={slide.height}
          loading="lazy"
          className="h-auto w-32 max-w-full rounded border border-slate-200"
        />
      ),
    },
    {
      id: 'title',
      header: _('website.slides.slide'),
      rowHeader: true,
      cell: (slide) => (
        <span className="font-normal">
          <span className="block font-semibold">
            {slide.title
              ? shown.node('slide', slide.id, 'title', slide.title)
              : shown.node('slide', slide.id, 'alt', slide.alt)}
          </span>
          {slide.link && (
            <span className="block text-sm text-slate-700">
              {_('website.slides.linkValue', { link: slide.link })}
            </span>
          )}
        </span>
      ),
    },
  ];
  return (
    <ListEditor
      list={list}
      remove={slides.useRemove()}
      reorder={slides.useReorder()}
      texts={{
        intro: _('website.slides.intro', { count, max: MAX_SLIDES }),
        add: _('website.slides.add'),
        editTitle: _('website.slides.editTitle'),
        caption: _('website.slides.heading'),
        empty: _('website.slides.empty'),
        loadFailed: _('website.slides.loadFailed'),
        removed: _('website.slides.removed'),
        removeFailed: _('website.slides.removeFailed'),
      }}
      addDisabled={full}
      notice={full && <p className="text-slate-700">{serverText(MEDIA_MESSAGES.tooManySlides)}</p>}
      columns={columns}
      editLabel="website.slides.edit"
      removeLabel="website.slides.remove"
      labelValues={(_slide, index) => ({ number: index + 1 })}
      moveName={(_slide, index) => _('website.slides.name', { number: index + 1 })}
      confirmRemove={() => _('website.slides.confirmRemove')}
      form={(slide, done) => <SlideForm slide={slide} onDone={done} />}
    />
  );
}
