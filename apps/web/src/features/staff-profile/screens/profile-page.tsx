import { PROFILE_LIMITS } from '@institute/shared/staff-profile';
import { useLingui } from '@lingui/react';
import { useStaffProfile } from '../staff-profile-api';
import { formatDateTime } from '../../../lib/format-date';
import { AboutPanel } from './about-panel';
import { PostsPanel } from './posts-panel';
import { Panel, PersonItem } from './profile-parts';

/** The educator profile: the signed-in staff member's own page (About, Posts, You might know, Active). */
export function ProfilePage() {
  const profile = useStaffProfile();
  const { _ } = useLingui();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('profile.title')}</h1>
      {profile.isPending && <p className="mt-4 text-slate-700">{_('profile.loading')}</p>}
      {profile.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('profile.loadFailed')}
        </p>
      )}
      {profile.data && (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <AboutPanel about={profile.data.about} />
            <PostsPanel
              posts={profile.data.posts}
              canPost={profile.data.about.role === 'centre_staff'}
            />
          </div>
          <div className="space-y-6">
            <Panel title={_('profile.mightKnow')} id="might-know">
              {profile.data.youMightKnow.length === 0 ? (
                <p className="text-slate-700">{_('profile.noColleagues')}</p>
              ) : (
                <ul>
                  {profile.data.youMightKnow.map((person) => (
                    <PersonItem key={person.id} person={person} />
                  ))}
                </ul>
              )}
            </Panel>
            <Panel title={_('profile.active')} id="active">
              <p className="mb-2 text-sm text-slate-600">
                {_('profile.activeIntro', { minutes: PROFILE_LIMITS.activeMinutes })}
              </p>
              {profile.data.active.length === 0 ? (
                <p className="text-slate-700">{_('profile.nobodyActive')}</p>
              ) : (
                <ul>
                  {profile.data.active.map((person) => (
                    <PersonItem
                      key={person.id}
                      person={person}
                      extra={
                        <span className="block text-xs text-slate-600">
                          {_('profile.lastSeen', { date: formatDateTime(person.lastSeenAt) })}
                        </span>
                      }
                    />
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
