import {
  postFormSchema,
  PROFILE_LIMITS,
  STAFF_PROFILE_MESSAGES as M,
  type PostFormValues,
  type ProfilePost,
} from '@institute/shared/staff-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Dialog } from '../../../components/ui/dialog';
import { useAddPost, useDeletePost } from '../staff-profile-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { Panel } from './profile-parts';
import { DANGER, SECONDARY, TEXT_LINK } from '../../../components/ui/button';

/**
 * Posts: for centre staff, the short updates of their centre (theirs and their colleagues'), which
 * they publish here; for head office, the centre messages they wrote.
 */
export function PostsPanel({ posts, canPost }: { posts: ProfilePost[]; canPost: boolean }) {
  const remove = useDeletePost();
  const [pending, setPending] = useState<ProfilePost | null>(null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        setPending(null);
        showToast(M.deleted, 'success');
      },
      onError: (error) => {
        setPending(null);
        showToast(messageOf(error, 'Could not delete the post.'), 'error');
      },
    });
  };
  return (
    <Panel title="Posts" id="posts">
      {canPost ? (
        <PostForm />
      ) : (
        <p className="text-sm text-slate-600">
          The centre messages you wrote.{' '}
          <Link className={TEXT_LINK} to="/dashboard/CenterMessage">
            Write a message
          </Link>
        </p>
      )}
      {posts.length === 0 ? (
        <p className="mt-4 text-slate-700">{canPost ? 'No posts yet.' : 'No messages yet.'}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {posts.map((post) => (
            <li key={`${post.kind}-${post.id}`} className="py-3">
              {post.title && <p className="font-semibold text-slate-900">{post.title}</p>}
              <p className="whitespace-pre-line text-slate-800">{post.body}</p>
              <p className="mt-1 text-sm text-slate-600">
                {post.mine ? 'You' : post.authorName}, {formatDateTime(post.createdAt)}
              </p>
              {post.kind === 'post' && post.mine && (
                <button
                  type="button"
                  className={`${SECONDARY} mt-2`}
                  disabled={remove.isPending}
                  aria-label={`Delete your post of ${formatDateTime(post.createdAt)}`}
                  onClick={() => setPending(post)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        title="Delete post?"
        onClose={() => {
          if (!remove.isPending) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="whitespace-pre-line text-slate-800">{pending.body}</p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setPending(null)}
                disabled={remove.isPending}
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={remove.isPending}
                className={DANGER}
              >
                Delete
              </button>
            </div>
          </>
        )}
      </Dialog>
    </Panel>
  );
}

function PostForm() {
  const add = useAddPost();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    shouldFocusError: false,
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' });

  const onValid = async ({ body: text }: PostFormValues) => {
    setFailure(null);
    try {
      await add.mutateAsync(text);
      reset();
      showToast(M.posted, 'success');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fieldErrors.body?.[0]) {
        setError('body', { message: caught.fieldErrors.body[0] });
      }
      setFailure(messageOf(caught, 'Could not publish the post. Please try again.'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setFailure(null))(event)}
      className="space-y-3"
    >
      <FormAlert message={failure} />
      <TextareaField
        label="Share an update with your centre's colleagues"
        rows={3}
        maxLength={PROFILE_LIMITS.postMax}
        hint={`${body.length} of ${PROFILE_LIMITS.postMax} characters`}
        error={errors.body?.message}
        {...register('body')}
      />
      <SubmitButton busy={add.isPending} busyLabel="Publishing..." className="sm:w-auto">
        Publish
      </SubmitButton>
    </form>
  );
}
