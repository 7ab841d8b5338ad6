import {
  PROFILE_LIMITS,
  STAFF_PROFILE_MESSAGES as M,
  type ProfileFormValues,
  type ProfilePerson,
  type ProfilePost,
  type StaffProfile,
} from '@institute/shared/staff-profile';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { StaffProfileRepository } from './staff-profile.repository';

const LIST_LIMIT = 12;
const POSTS_LIMIT = 30;

type PersonRow = {
  id: number;
  name: string;
  role: ProfilePerson['role'];
  centre_name: string | null;
  centre_code: string | null;
};
const toPerson = (row: PersonRow): ProfilePerson => ({
  id: row.id,
  name: row.name,
  role: row.role,
  centreName: row.centre_name ?? null,
  centreCode: row.centre_code ?? null,
});

/** The signed-in staff member's own profile: about, posts, people they might know, who is active. */
export function createStaffProfileService(deps: {
  repository: StaffProfileRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;

  function postingCentre(user: AuthenticatedUser): number {
    if (user.role !== 'centre_staff' || user.centreId === null) throw forbidden(M.centreStaffOnly);
    return user.centreId;
  }

  async function posts(user: AuthenticatedUser): Promise<ProfilePost[]> {
    if (user.role === 'head_office') {
      return (await repository.messagesBy(user.id, POSTS_LIMIT)).map((row) => ({
        kind: 'message',
        id: row.id,
        title: row.subject,
        body: row.body,
        authorName: user.name,
        createdAt: row.created_at,
        mine: true,
      }));
    }
    if (user.centreId === null) return [];
    return (await repository.centrePosts(user.centreId, POSTS_LIMIT)).map((row) => ({
      kind: 'post',
      id: row.id,
      title: null,
      body: row.body,
      authorName: row.author_name,
      createdAt: row.created_at,
      mine: row.user_id === user.id,
    }));
  }

  async function youMightKnow(user: AuthenticatedUser): Promise<ProfilePerson[]> {
    if (user.role === 'centre_staff' && user.centreId !== null) {
      return (await repository.colleagues(user.centreId, user.id, LIST_LIMIT)).map(toPerson);
    }
    const [office, centreStaff] = await Promise.all([
      repository.headOffice(user.id, LIST_LIMIT),
      repository.recentlyActiveCentreStaff(LIST_LIMIT),
    ]);
    return [...office, ...centreStaff].slice(0, LIST_LIMIT).map(toPerson);
  }

  async function active(user: AuthenticatedUser) {
    const now = new Date();
    const since = new Date(now.getTime() - PROFILE_LIMITS.activeMinutes * 60_000).toISOString();
    // Centre staff see their own centre's colleagues; head office sees the whole network.
    const centreId = user.role === 'head_office' ? null : user.centreId;
    if (user.role !== 'head_office' && centreId === null) return [];
    const rows = await repository.activeSince(
      since,
      now.toISOString(),
      centreId,
      user.id,
      LIST_LIMIT,
    );
    return rows.map((row) => ({ ...toPerson(row), lastSeenAt: String(row.last_seen_at) }));
  }

  return {
    postingCentre,

    async get(user: AuthenticatedUser): Promise<StaffProfile> {
      const member = await repository.findMember(user.id);
      if (!member) throw notFound();
      const [postList, known, activeList] = await Promise.all([
        posts(user),
        youMightKnow(user),
        active(user),
      ]);
      return {
        about: {
          id: member.id,
          name: member.name,
          role: member.role,
          email: member.email,
          phone: member.phone ?? null,
          bio: member.bio ?? null,
          memberSince: member.created_at,
          centre:
            member.centre_id === null || member.centre_id === undefined
              ? null
              : {
                  id: member.centre_id,
                  code: member.centre_code!,
                  name: member.centre_name!,
                  address: member.centre_address!,
                },
        },
        posts: postList,
        youMightKnow: known,
        active: activeList,
      };
    },

    async update(user: AuthenticatedUser, values: ProfileFormValues): Promise<StaffProfile> {
      const before = await repository.findMember(user.id);
      if (!before) throw notFound();
      await repository.transaction(async (trx) => {
        await repository.saveProfile(user.id, values, nowIso(), trx);
        const changes: Record<string, [string | null, string | null]> = {};
        if ((before.phone ?? null) !== values.phone)
          changes.phone = [before.phone ?? null, values.phone];
        if ((before.bio ?? null) !== values.bio) changes.bio = [before.bio ?? null, values.bio];
        await audit(
          {
            userId: user.id,
            centreId: user.centreId,
            action: 'update',
            entity: 'staff_profile',
            entityId: user.id,
            changes,
          },
          trx,
        );
      });
      return this.get(user);
    },

    async addPost(user: AuthenticatedUser, body: string): Promise<ProfilePost> {
      const centreId = postingCentre(user);
      const now = nowIso();
      const id = await repository.transaction(async (trx) => {
        const postId = await repository.insertPost({ userId: user.id, centreId, body, now }, trx);
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'create',
            entity: 'staff_post',
            entityId: postId,
            changes: { body },
          },
          trx,
        );
        return postId;
      });
      return {
        kind: 'post',
        id,
        title: null,
        body,
        authorName: user.name,
        createdAt: now,
        mine: true,
      };
    },

    async deletePost(user: AuthenticatedUser, postId: number): Promise<void> {
      const centreId = postingCentre(user);
      const post = await repository.findPost(postId);
      // Another centre's post is answered as if it did not exist.
      if (!post || post.centre_id !== centreId) throw notFound(M.postNotFound);
      if (post.user_id !== user.id) throw forbidden(M.notYourPost);
      await repository.transaction(async (trx) => {
        await repository.deletePost(postId, trx);
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'delete',
            entity: 'staff_post',
            entityId: postId,
            changes: { body: post.body, createdAt: post.created_at },
          },
          trx,
        );
      });
    },
  };
}

export type StaffProfileService = ReturnType<typeof createStaffProfileService>;
