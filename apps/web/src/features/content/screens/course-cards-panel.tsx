import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_MESSAGES,
  courseCardInputSchema,
  type CourseCardDraft,
  type CourseCardInput,
  type CourseCardValues,
  type EditableCourseCard,
  type EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
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
  PictureRefused,
  useCourseCards,
  useRemoveCardPicture,
  useRemoveCourseCard,
  useReorderCourseCards,
  useSaveCourseCard,
} from '../course-pages-api';
import { moved } from '../content-list-api';
import { IMAGE_TYPES } from './slides-panel';
import { usePublishDraft } from '../drafts-api';
import { useDraftPicture, useFormDraft } from './draft-controls';
import { MoveButtons } from '../../../components/ui/move-buttons';

/**
 * Add a course (card null) or edit one: its words and, optionally, its own picture; "Save draft"
 * keeps the chosen picture with the draft (decision 0038).
 */
function CourseCardForm({
  pageId,
  card,
  onDone,
}: {
  pageId: number;
  card: EditableCourseCard | null;
  onDone: () => void;
}) {
  const save = useSaveCourseCard(pageId);
  const removePicture = useRemoveCardPicture();
  const { _ } = useLingui();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  // A new course saved whose picture was refused: the next save edits it, never adds it twice.
  const [saved, setSaved] = useState<EditableCourseCard | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CourseCardInput, unknown, CourseCardValues>({
    resolver: zodResolver(courseCardInputSchema),
    defaultValues: {
      title: card?.title ?? '',
      semester: card?.semester ?? 'Semester 1',
      description: card?.description ?? '',
      imageAlt: card?.imageAlt ?? '',
    },
  });
  // A draft of a course (a new one on this page too) may hold its picture (decision 0038).
  const draftPicture = useDraftPicture(setPictureError);
  const publish = usePublishDraft();
  const [publishing, setPublishing] = useState(false);
  const draft = useFormDraft({
    kind: 'course_card',
    itemId: card?.id ?? null,
    version: card?.version ?? 0,
    load: (data) => {
      const { title, semester, description, imageAlt, picture: kept } = data as CourseCardDraft;
      reset({ title, semester, description, imageAlt });
      draftPicture.load(kept);
    },
    handleSubmit,
    setError,
    setFailure,
    toData: async (values) => {
      const kept = await draftPicture.forDraft(picture);
      return {
        ...values,
        ...(card ? {} : { pageId }),
        ...(kept === undefined ? {} : { picture: kept }),
      };
    },
  });
  const onError = (thrown: Error) => {
    let error: unknown = thrown;
    if (thrown instanceof PictureRefused) {
      setSaved(thrown.card);
      error = thrown.cause;
    }
    if (error instanceof ApiRequestError) {
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (field === 'image') setPictureError(messages[0]);
        else
          setError((field === 'alt' ? 'imageAlt' : field) as Path<CourseCardInput>, {
            message: messages[0],
          });
      }
    }
    setFailure(
      thrown instanceof PictureRefused
        ? _('website.courseCards.pictureRefused', {
            reason: messageOf(error, _('website.courseCards.tryAgain')),
          })
        : messageOf(error, _('website.courseCards.saveFailed')),
    );
  };
  const onValid = (input: CourseCardValues) => {
    setFailure(null);
    if ((picture || card?.hasPicture) && input.imageAlt === '') {
      setError('imageAlt', { message: CATALOGUE_MESSAGES.alt });
      return;
    }
    // The draft's picture (continued, no other file chosen): published through the draft.
    if (!saved && draftPicture.holds(picture)) {
      setPublishing(true);
      draft
        .keep(input)
        .then((kept) => publish.mutateAsync(kept.id))
        .then(() => {
          showToast(
            card ? _('website.courseCards.saved') : _('website.courseCards.added'),
            'success',
          );
          onDone();
        }, onError)
        .finally(() => setPublishing(false));
      return;
    }
    save.mutate(
      { card: saved ?? (card && { ...card, version: draft.version }), input, picture },
      {
        onSuccess: () => {
          draft.published();
          showToast(
            card ? _('website.courseCards.saved') : _('website.courseCards.added'),
            'success',
          );
          onDone();
        },
        onError,
      },
    );
  };
  const onRemovePicture = () => {
    if (!card) return;
    removePicture.mutate(card, {
      onSuccess: () => {
        showToast(_('website.courseCards.bookPictureAgain'), 'success');
        onDone();
      },
      onError: (error) =>
        setFailure(messageOf(error, _('website.courseCards.pictureRemoveFailed'))),
    });
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <TextField
        label={_('website.title')}
        data-autofocus
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label={_('website.courseCards.semester')}
        maxLength={100}
        hint={_('website.courseCards.semesterHint')}
        error={errors.semester?.message}
        {...register('semester')}
      />
      <TextareaField
        label={_('website.courseCards.subjects')}
        rows={4}
        hint={_('website.courseCards.subjectsHint')}
        error={errors.description?.message}
        {...register('description')}
      />
      <FileField
        label={
          card?.hasPicture
            ? _('website.courseCards.newPicture')
            : _('website.courseCards.pictureOptional')
        }
        accept={IMAGE_TYPES}
        hint={_('website.courseCards.pictureHint')}
        current={
          draftPicture.thumbnail ??
          (card ? (
            <img
              src={card.imageUrl}
              alt=""
              width={160}
              height={100}
              className="h-auto w-40 rounded border border-slate-200 bg-brand-50"
            />
          ) : undefined)
        }
        error={pictureError}
        onChange={(event) => {
          setPicture(event.target.files?.[0] ?? null);
          setPictureError(undefined);
        }}
      />
      <TextField
        label={_('website.courseCards.alt')}
        maxLength={255}
        hint={_('website.courseCards.altHint')}
        error={errors.imageAlt?.message}
        {...register('imageAlt')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={save.isPending || publishing}
          busyLabel={picture ? _('website.uploading') : _('website.saving')}
          className="sm:w-auto"
        >
          {card ? _('website.courseCards.save') : _('website.courseCards.add')}
        </SubmitButton>
        {draft.buttons}
        {card?.hasPicture && (
          <Button variant="secondary" disabled={removePicture.isPending} onClick={onRemovePicture}>
            {_('website.courseCards.useBookPicture')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The courses of one page, in their order: add, edit, move, remove. */
export function CourseCardsPanel({ page }: { page: EditableCoursePage }) {
  const cards = useCourseCards(page.id);
  const remove = useRemoveCourseCard();
  const reorder = useReorderCourseCards(page.id);
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableCourseCard | 'new' | null>(null);

  if (cards.isPending) return <LoadingMessage />;
  if (cards.isError) {
    return (
      <ErrorMessage>{messageOf(cards.error, _('website.courseCards.loadFailed'))}</ErrorMessage>
    );
  }
  const list = cards.data;

  const onDelete = (card: EditableCourseCard) => {
    if (
      !window.confirm(
        _('website.courseCards.confirmRemove', { title: card.title, path: page.path }),
      )
    )
      return;
    remove.mutate(card, {
      onSuccess: () => showToast(_('website.courseCards.removed'), 'success'),
      onError: (error) =>
        showToast(messageOf(error, _('website.courseCards.removeFailed')), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(list, index, by), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditableCourseCard>[] = [
    {
      id: 'picture',
      header: _('website.slides.picture'),
      phone: false,
      cell: (card) => (
        <img
          src={card.imageUrl}
          alt={card.hasPicture ? card.imageAlt : ''}
          width={96}
          height={60}
          loading="lazy"
          className="h-auto w-24 max-w-full rounded border border-slate-200 bg-brand-50"
        />
      ),
    },
    {
      id: 'title',
      header: _('website.courseCards.course'),
      rowHeader: true,
      cell: (card) => (
        <span className="block font-normal">
          <span className="block font-semibold">{card.title}</span>
          <span className="block text-slate-700">{card.semester}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (card, index) => (
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
              id="website.courseCards.edit"
              values={{ title: card.title }}
              components={hidden}
            />
          </Button>
          <Button variant="danger" onClick={() => onDelete(card)}>
            <Trans
              id="website.courseCards.remove"
              values={{ title: card.title }}
              components={hidden}
            />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          <Trans
            id="website.courseCards.intro"
            values={{ path: page.path }}
            components={{ 0: <a href={page.path} className="text-brand-700 underline" /> }}
          />
        </p>
        <Button onClick={() => setEditing('new')}>{_('website.courseCards.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.courseCards.caption', { title: page.title })}
          columns={columns}
          rows={list}
          rowKey={(card) => card.id}
          empty={<p className="p-4 text-slate-700">{_('website.courseCards.empty')}</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={
          editing === 'new'
            ? _('website.courseCards.addTo', { title: page.title })
            : _('website.courseCards.editTitle')
        }
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <CourseCardForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            pageId={page.id}
            card={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
