import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_MESSAGES,
  courseCardInputSchema,
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
import { moved } from '../page-content-api';
import { IMAGE_TYPES } from './slides-panel';
import { useFormDraft } from './draft-controls';
import { MoveButtons } from '../../../components/ui/move-buttons';

/** Add a course (card null) or edit one: its words and, optionally, its own picture. */
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
  // Drafts of a course's words only; a picture keeps its upload (decision 0030).
  const draft = useFormDraft({
    kind: 'course_card',
    itemId: card?.id ?? null,
    version: card?.version ?? 0,
    load: (data) => reset(data as CourseCardInput),
    handleSubmit,
    setError,
    setFailure,
    disabled: !card,
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
        ? `The course was saved, but not its picture: ${messageOf(error, 'please try again.')}`
        : messageOf(error, 'The course could not be saved. Please try again.'),
    );
  };
  const onValid = (input: CourseCardValues) => {
    setFailure(null);
    if ((picture || card?.hasPicture) && input.imageAlt === '') {
      setError('imageAlt', { message: CATALOGUE_MESSAGES.alt });
      return;
    }
    save.mutate(
      { card: saved ?? (card && { ...card, version: draft.version }), input, picture },
      {
        onSuccess: () => {
          draft.published();
          showToast(card ? 'Course saved' : 'Course added', 'success');
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
        showToast('The course shows the book picture again', 'success');
        onDone();
      },
      onError: (error) =>
        setFailure(messageOf(error, 'The picture could not be removed. Please try again.')),
    });
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <TextField
        label="Title"
        data-autofocus
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label="Semester"
        maxLength={100}
        hint="For example Semester 1, or Semester 1 and 2."
        error={errors.semester?.message}
        {...register('semester')}
      />
      <TextareaField
        label="Subjects"
        rows={4}
        hint="One semester per line."
        error={errors.description?.message}
        {...register('description')}
      />
      <FileField
        label={card?.hasPicture ? 'New picture (optional)' : 'Picture (optional)'}
        accept={IMAGE_TYPES}
        hint="JPEG, PNG or WebP, at most 5 MB. Without one, the course shows the shared book picture."
        current={
          card ? (
            <img
              src={card.imageUrl}
              alt=""
              width={160}
              height={100}
              className="h-auto w-40 rounded border border-slate-200 bg-brand-50"
            />
          ) : undefined
        }
        error={pictureError}
        onChange={(event) => {
          setPicture(event.target.files?.[0] ?? null);
          setPictureError(undefined);
        }}
      />
      <TextField
        label="Alt text of the picture"
        maxLength={255}
        hint="What the picture shows, for people who cannot see it. Needed with a picture of your own."
        error={errors.imageAlt?.message}
        {...register('imageAlt')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={save.isPending}
          busyLabel={picture ? 'Uploading...' : 'Saving...'}
          className="sm:w-auto"
        >
          {card ? 'Save course' : 'Add course'}
        </SubmitButton>
        {draft.buttons}
        {card?.hasPicture && (
          <Button variant="secondary" disabled={removePicture.isPending} onClick={onRemovePicture}>
            Use the book picture
          </Button>
        )}
        <Button variant="secondary" onClick={onDone}>
          Cancel
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
  const [editing, setEditing] = useState<EditableCourseCard | 'new' | null>(null);

  if (cards.isPending) return <LoadingMessage />;
  if (cards.isError) {
    return (
      <ErrorMessage>{messageOf(cards.error, 'The courses could not be loaded.')}</ErrorMessage>
    );
  }
  const list = cards.data;

  const onDelete = (card: EditableCourseCard) => {
    if (!window.confirm(`Remove the course ‘${card.title}’ from ${page.path}?`)) return;
    remove.mutate(card, {
      onSuccess: () => showToast('Course removed', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The course could not be removed. Please try again.'), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(list, index, by), {
      onSuccess: () => showToast('Order saved', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The order could not be saved. Please try again.'), 'error'),
    });

  const columns: DataColumn<EditableCourseCard>[] = [
    {
      id: 'picture',
      header: 'Picture',
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
      header: 'Course',
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
      header: 'Actions',
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
            Edit <span className="sr-only">course {card.title}</span>
          </Button>
          <Button variant="danger" onClick={() => onDelete(card)}>
            Remove <span className="sr-only">course {card.title}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {page.path} shows these courses in this order.{' '}
          <a href={page.path} className="text-brand-700 underline">
            Open the page
          </a>
        </p>
        <Button onClick={() => setEditing('new')}>Add course</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={`Courses of ${page.title}`}
          columns={columns}
          rows={list}
          rowKey={(card) => card.id}
          empty={<p className="p-4 text-slate-700">No courses on this page yet.</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? `Add course to ${page.title}` : 'Edit course'}
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
