import { useLingui } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { api, ApiRequestError } from '../../lib/api-client';
import { FILE_INPUTS } from './become-centre-page';
import { PageHeader } from './page-header';

type Asked = { centreName: string; message: string };

type State =
  | { kind: 'loading' }
  | { kind: 'noToken' }
  | { kind: 'invalid' }
  | { kind: 'loadFailed' }
  | { kind: 'ready' | 'sending'; asked: Asked }
  | { kind: 'error'; asked: Asked; message: string; fields: Record<string, string[]> }
  | { kind: 'sent' };

/** The token of the e-mailed link, in the address's fragment (which never reaches a server). */
const readToken = (): string =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
const subscribeNever = () => () => undefined;

const isInvalidLink = (error: unknown) =>
  error instanceof ApiRequestError && error.error.code === 'LINK_INVALID';

/**
 * /become-a-centre/more#token=…: the applicant adds what head office asked for, once (issue 38,
 * decision 0080). The token is read in the browser, so the server-rendered page shows "loading".
 */
export function BecomeCentreMorePage() {
  const { _ } = useLingui();
  // Read after hydration (the server never sees the fragment): undefined until then.
  const token = useSyncExternalStore(subscribeNever, readToken, () => undefined);
  const [fetched, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    api<Asked>('/api/centre-applications/more/view', { method: 'POST', json: { token } })
      .then((asked) => live && setState({ kind: 'ready', asked }))
      .catch((error: unknown) => {
        if (live) setState({ kind: isInvalidLink(error) ? 'invalid' : 'loadFailed' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const state: State =
    token === undefined ? { kind: 'loading' } : token ? fetched : { kind: 'noToken' };

  async function submit(event: FormEvent<HTMLFormElement>, asked: Asked) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('token', token ?? '');
    for (const input of FILE_INPUTS) {
      const file = data.get(input.name);
      if (file instanceof File && file.size === 0 && !file.name) data.delete(input.name);
    }
    setState({ kind: 'sending', asked });
    try {
      await api('/api/centre-applications/more', { method: 'POST', body: data });
      setState({ kind: 'sent' });
    } catch (error) {
      if (isInvalidLink(error)) {
        setState({ kind: 'invalid' });
        return;
      }
      setState({
        kind: 'error',
        asked,
        message: error instanceof ApiRequestError ? error.message : _('becomeCentre.more.failed'),
        fields: error instanceof ApiRequestError ? error.fieldErrors : {},
      });
    }
  }

  const fieldError = (name: string) =>
    state.kind === 'error' ? state.fields[name]?.[0] : undefined;

  const notice = (role: 'status' | 'alert', text: string) => (
    <p
      role={role}
      className={
        role === 'status'
          ? 'rounded-lg border border-green-600 bg-green-50 p-4 text-green-900'
          : 'rounded-lg border border-red-600 bg-red-50 p-4 text-red-900'
      }
    >
      {text}
    </p>
  );

  let body;
  switch (state.kind) {
    case 'loading':
      body = <p>{_('becomeCentre.more.loading')}</p>;
      break;
    case 'noToken':
      body = notice('alert', _('becomeCentre.more.noToken'));
      break;
    case 'invalid':
      body = notice('alert', _('becomeCentre.more.invalid'));
      break;
    case 'loadFailed':
      body = notice('alert', _('becomeCentre.more.failed'));
      break;
    case 'sent':
      body = notice('status', _('becomeCentre.more.thanks'));
      break;
    default: {
      const asked = state.asked;
      body = (
        <form
          onSubmit={(event) => void submit(event, asked)}
          className="space-y-6"
          encType="multipart/form-data"
          noValidate
        >
          <dl className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
            <div>
              <dt className="text-sm font-medium text-slate-700">
                {_('becomeCentre.more.centre')}
              </dt>
              <dd className="font-semibold text-brand-900">{asked.centreName}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">{_('becomeCentre.more.asked')}</dt>
              <dd className="whitespace-pre-line">{asked.message}</dd>
            </div>
          </dl>
          <div>
            <label htmlFor="more-note" className="block text-sm font-medium text-slate-800">
              {_('becomeCentre.more.note')}
            </label>
            <textarea
              id="more-note"
              name="note"
              rows={4}
              maxLength={2000}
              className={`mt-1 block w-full rounded-md border border-slate-400 p-2 ${FOCUS_RING}`}
            />
            {fieldError('note') && (
              <p className="mt-1 text-sm text-red-700">{fieldError('note')}</p>
            )}
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold text-brand-900">
              {_('becomeCentre.section.files')}
            </legend>
            <p className="text-sm text-slate-700 sm:col-span-2">
              {_('becomeCentre.more.filesHint')}
            </p>
            {FILE_INPUTS.map((input) => (
              <div key={input.name}>
                <label
                  htmlFor={`more-file-${input.name}`}
                  className="block text-sm font-medium text-slate-800"
                >
                  {_(input.label)}
                </label>
                <input
                  id={`more-file-${input.name}`}
                  type="file"
                  name={input.name}
                  accept={input.accept}
                  className="mt-1 block min-h-11 w-full text-sm"
                />
                {fieldError(input.name) && (
                  <p className="mt-1 text-sm text-red-700">{fieldError(input.name)}</p>
                )}
              </div>
            ))}
          </fieldset>
          {state.kind === 'error' && notice('alert', state.message)}
          <button
            type="submit"
            disabled={state.kind === 'sending'}
            className={`min-h-11 rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${FOCUS_RING}`}
          >
            {state.kind === 'sending' ? _('becomeCentre.sending') : _('becomeCentre.more.submit')}
          </button>
        </form>
      );
    }
  }

  return (
    <>
      <PageHeader eyebrow={_('becomeCentre.eyebrow')} title={_('becomeCentre.more.title')}>
        <p>{_('becomeCentre.more.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">{body}</div>
    </>
  );
}
