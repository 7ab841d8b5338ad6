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
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { type DataColumn } from '../../../components/ui/data-table';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  courseCards,
  PictureRefused,
  useRemoveCardPicture,
  useSaveCourseCard,
} from '../course-pages-api';
import { ItemForm, ListEditor } from './list-editor';
import { useShownContent } from '../shown-content';
import { IMAGE_TYPES } from './slides-panel';
import { useDraftPicture, useFormDraft, usePublishThroughDraft } from './draft-controls';

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
  const throughDraft = usePublishThroughDraft(draft);
  const done = () => {
    showToast(card ? _('website.courseCards.saved') : _('website.courseCards.added'), 'success');
    onDone();
  };
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
      void throughDraft.run(input, done, onError);
      return;
    }
    save.mutate(
      { card: saved ?? (card && { ...card, version: draft.version }), input, picture },
      {
        onSuccess: () => {
          draft.published();
          done();
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
    <ItemForm
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      draft={draft}
      failure={failure}
      busy={save.isPending || throughDraft.busy}
      busyLabel={picture ? _('website.uploading') : _('website.saving')}
      submitLabel={card ? _('website.courseCards.save') : _('website.courseCards.add')}
      buttons={
        card?.hasPicture && (
          <Button variant="secondary" disabled={removePicture.isPending} onClick={onRemovePicture}>
            {_('website.courseCards.useBookPicture')}
          </Button>
        )
      }
      onCancel={onDone}
    >
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
    </ItemForm>
  );
}

/** The courses of one page, in their order: add, edit, move, remove. */
export function CourseCardsPanel({ page }: { page: EditableCoursePage }) {
  const cards = courseCards(page.id);
  const { _ } = useLingui();
  const shown = useShownContent();
  const title = (card: EditableCourseCard) => shown.text('card', card.id, 'title', card.title);
  const pageTitle = shown.text('page', page.id, 'title', page.title);
  const columns: DataColumn<EditableCourseCard>[] = [
    {
      id: 'picture',
      header: _('website.slides.picture'),
      phone: false,
      cell: (card) => (
        <img
          src={card.imageUrl}
          alt={card.hasPicture ? shown.text('card', card.id, 'alt', card.imageAlt) : ''}
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
          <span className="block font-semibold">
            {shown.node('card', card.id, 'title', card.title)}
          </span>
          <span className="block text-slate-700">
            {shown.node('card', card.id, 'semester', card.semester)}
          </span>
        </span>
      ),
    },
  ];
  return (
    <ListEditor
      list={cards.useList()}
      remove={cards.useRemove()}
      reorder={cards.useReorder()}
      texts={{
        intro: (
          <Trans
            id="website.courseCards.intro"
            values={{ path: page.path }}
            components={{ 0: <a href={page.path} className="text-brand-700 underline" /> }}
          />
        ),
        add: _('website.courseCards.add'),
        addTitle: _('website.courseCards.addTo', { title: pageTitle }),
        editTitle: _('website.courseCards.editTitle'),
        caption: _('website.courseCards.caption', { title: pageTitle }),
        empty: _('website.courseCards.empty'),
        loadFailed: _('website.courseCards.loadFailed'),
        removed: _('website.courseCards.removed'),
        removeFailed: _('website.courseCards.removeFailed'),
      }}
      columns={columns}
      editLabel="website.courseCards.edit"
      removeLabel="website.courseCards.remove"
      labelValues={(card) => ({ title: title(card) })}
      moveName={title}
      confirmRemove={(card) =>
        _('website.courseCards.confirmRemove', { title: title(card), path: page.path })
      }
      form={(card, done) => <CourseCardForm pageId={page.id} card={card} onDone={done} />}
    />
  );
}
