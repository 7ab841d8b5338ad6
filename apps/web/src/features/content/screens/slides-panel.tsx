import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_SLIDES,
  MEDIA_MESSAGES,
  slideInputSchema,
  type EditableSlide,
  type SlideInput,
  type SlideValues,
} from '@institute/shared/content/media';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  moved,
  useAddSlide,
  useDeleteSlide,
  useReorderSlides,
  useSaveSlide,
  useSlides,
} from '../media-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';
import { MoveButtons } from '../../../components/ui/move-buttons';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Add a slide (slide null: with its picture) or edit a slide's words. */
function SlideForm({ slide, onDone }: { slide: EditableSlide | null; onDone: () => void }) {
  const add = useAddSlide();
  const save = useSaveSlide();
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
  // Drafts of a slide's words only: a new slide's picture is uploaded with it (decision 0030).
  const draft = useFormDraft({
    kind: 'slide',
    itemId: slide?.id ?? null,
    version: slide?.version ?? 0,
    load: (data) => reset(data as SlideInput),
    handleSubmit,
    setError,
    setFailure,
    disabled: !slide,
  });
  const onError = (error: Error) => {
    applyFieldErrors(error, setError, (field) => field !== 'image');
    if (error instanceof ApiRequestError) setImageError(error.fieldErrors.image?.[0]);
    setFailure(messageOf(error, 'The slide could not be saved. Please try again.'));
  };
  const onValid = (input: SlideValues) => {
    setFailure(null);
    if (slide) {
      save.mutate(
        { slide: { ...slide, version: draft.version }, input },
        {
          onSuccess: () => {
            draft.published();
            showToast('Slide saved', 'success');
            onDone();
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
          showToast('Slide added', 'success');
          onDone();
        },
        onError,
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      {slide ? (
        <img
          src={slide.imageUrl}
          alt=""
          width={slide.width}
          height={slide.height}
          className="h-auto w-full max-w-xs rounded border border-slate-200"
        />
      ) : (
        <FileField
          label="Picture"
          accept={IMAGE_TYPES}
          data-autofocus
          hint="JPEG, PNG or WebP, at most 5 MB; a wide picture (about 1600 × 640) fills the carousel best."
          error={imageError}
          onChange={(event) => {
            setImage(event.target.files?.[0] ?? null);
            setImageError(undefined);
          }}
        />
      )}
      <TextField
        label="Alt text"
        hint="What the picture shows, for people who cannot see it."
        error={errors.alt?.message}
        {...register('alt')}
      />
      <TextField label="Title (optional)" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Text (optional)"
        rows={2}
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        label="Link (optional)"
        hint="A page of this website such as /courses, or a full link starting with https://"
        error={errors.link?.message}
        {...register('link')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={add.isPending || save.isPending}
          busyLabel={slide ? 'Saving...' : 'Uploading...'}
          className="sm:w-auto"
        >
          {slide ? 'Save slide' : 'Add slide'}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The hero slides of the home page: at most ten, in order. */
export function SlidesPanel() {
  const slides = useSlides();
  const remove = useDeleteSlide();
  const reorder = useReorderSlides();
  const [editing, setEditing] = useState<EditableSlide | 'new' | null>(null);

  if (slides.isPending) return <LoadingMessage />;
  if (slides.isError) {
    return (
      <ErrorMessage>{messageOf(slides.error, 'The slides could not be loaded.')}</ErrorMessage>
    );
  }
  const list = slides.data;
  const full = list.length >= MAX_SLIDES;

  const onDelete = (slide: EditableSlide) => {
    if (!window.confirm('Remove this slide from the home page?')) return;
    remove.mutate(slide, {
      onSuccess: () => showToast('Slide removed', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The slide could not be removed. Please try again.'), 'error'),
    });
  };
  const onMove = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(list, index, step), {
      onSuccess: () => showToast('Order saved', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The order could not be saved. Please try again.'), 'error'),
    });

  const columns: DataColumn<EditableSlide>[] = [
    {
      id: 'picture',
      header: 'Picture',
      cell: (slide) => (
        <img
          src={slide.imageUrl}
          alt={slide.alt}
          width={slide.width}
          height={slide.height}
          loading="lazy"
          className="h-auto w-32 max-w-full rounded border border-slate-200"
        />
      ),
    },
    {
      id: 'title',
      header: 'Slide',
      rowHeader: true,
      cell: (slide) => (
        <span className="font-normal">
          <span className="block font-semibold">{slide.title || slide.alt}</span>
          {slide.link && <span className="block text-sm text-slate-700">Link: {slide.link}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (slide, index) => (
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            index={index}
            count={list.length}
            name={`slide ${index + 1}`}
            disabled={reorder.isPending}
            onMove={(step) => onMove(index, step)}
          />
          <Button variant="small" onClick={() => setEditing(slide)}>
            Edit <span className="sr-only">slide {index + 1}</span>
          </Button>
          <Button variant="danger" onClick={() => onDelete(slide)}>
            Remove <span className="sr-only">slide {index + 1}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          The carousel at the top of the home page shows these slides in this order ({list.length}{' '}
          of at most {MAX_SLIDES}).
        </p>
        <Button onClick={() => setEditing('new')} disabled={full}>
          Add slide
        </Button>
      </div>
      {full && <p className="text-slate-700">{MEDIA_MESSAGES.tooManySlides}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Hero slides"
          columns={columns}
          rows={list}
          rowKey={(slide) => slide.id}
          empty={<p className="p-4 text-slate-700">No slides yet.</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add slide' : 'Edit slide'}
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <SlideForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            slide={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
