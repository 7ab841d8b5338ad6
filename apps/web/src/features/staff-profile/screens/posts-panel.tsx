import {
  postFormSchema,
  PROFILE_LIMITS,
  type PostFormValues,
  type ProfilePost,
} from '@institute/shared/staff-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        setPending(null);
        showToast(_('profile.posts.deleted'), 'success');
      },
      onError: (error) => {
        setPending(null);
        showToast(messageOf(error, _('profile.posts.deleteFailed')), 'error');
      },
    });
  };
  return (
    <Panel title={_('profile.posts.title')} id="posts">
      {canPost ? (
        <PostForm />
      ) : (
        <p className="text-sm text-slate-600">
          {_('profile.posts.ownMessages')}{' '}
          <Link className={TEXT_LINK} to="/dashboard/CenterMessage">
            {_('profile.posts.writeMessage')}
          </Link>
        </p>
      )}
      {posts.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {canPost ? _('profile.posts.noPosts') : _('profile.posts.noMessages')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {posts.map((post) => (
            <li key={`${post.kind}-${post.id}`} className="py-3">
              {post.title && <p className="font-semibold text-slate-900">{post.title}</p>}
              <p className="whitespace-pre-line text-slate-800">{post.body}</p>
              <p className="mt-1 text-sm text-slate-600">
                {_('profile.posts.byline', {
                  author: post.mine ? _('profile.posts.you') : post.authorName,
                  date: formatDateTime(post.createdAt),
                })}
              </p>
              {post.kind === 'post' && post.mine && (
                <button
                  type="button"
                  className={`${SECONDARY} mt-2`}
                  disabled={remove.isPending}
                  aria-label={_('profile.posts.deleteNamed', {
                    date: formatDateTime(post.createdAt),
                  })}
                  onClick={() => setPending(post)}
                >
                  {_('profile.posts.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        title={_('profile.posts.deleteTitle')}
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
                {_('profile.cancel')}
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={remove.isPending}
                className={DANGER}
              >
                {_('profile.posts.delete')}
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
  const { _ } = useLingui();

  const onValid = async ({ body: text }: PostFormValues) => {
    setFailure(null);
    try {
      await add.mutateAsync(text);
      reset();
      showToast(_('profile.posts.posted'), 'success');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fieldErrors.body?.[0]) {
        setError('body', { message: caught.fieldErrors.body[0] });
      }
      setFailure(messageOf(caught, _('profile.posts.publishFailed')));
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
        label={_('profile.posts.share')}
        rows={3}
        maxLength={PROFILE_LIMITS.postMax}
        hint={_('profile.posts.count', { count: body.length, max: PROFILE_LIMITS.postMax })}
        error={errors.body?.message}
        {...register('body')}
      />
      <SubmitButton
        busy={add.isPending}
        busyLabel={_('profile.posts.publishing')}
        className="sm:w-auto"
      >
        {_('profile.posts.publish')}
      </SubmitButton>
    </form>
  );
}
