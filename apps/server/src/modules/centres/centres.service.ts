import {
  CENTRE_MESSAGES,
  type CentreAdminItem,
  type CentreFormValues,
  type StaffAccountRole,
  type StaffItem,
} from '@institute/shared/centres';
import { ERROR_CODES } from '@institute/shared/api-error';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import type { SessionCache } from '../../lib/shared-counters';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { grantAffiliation } from '../affiliation/affiliation';
import type { CentreRow, CentresRepository, StaffRow } from './centres.repository';

const toCentre = (row: CentreRow): CentreAdminItem => ({
  id: row.id,
  code: row.code,
  name: row.name,
  address: row.address,
  phone: row.phone,
  email: row.email,
  district: row.district,
  state: row.state,
  status: row.status === 'suspended' ? 'suspended' : 'active',
  staffCount: Number(row.staff_count ?? 0),
  affiliationUntil: row.affiliation_until ?? null,
  gstin: row.gstin ?? null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toStaff = (row: StaffRow): StaffItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  centreId: row.centre_id!,
  role: row.role === 'teacher' ? 'teacher' : 'centre_staff',
  status: row.status === 'disabled' ? 'disabled' : 'active',
  createdAt: row.created_at,
});

const conflict = (field: string, message: string) =>
  new AppError(409, ERROR_CODES.conflict, message, { [field]: [message] });

/** Centres and their staff accounts: head office manages; centre staff read their own centre. */
export function createCentresService(deps: {
  repository: CentresRepository;
  audit: AuditLog;
  /** Revoked sessions leave the session cache too (after the commit). */
  sessionCache?: Pick<SessionCache, 'forgetUser' | 'forgetCentre'>;
  /** Removes what DEMO_DATA seeded, all or nothing (src/demo-seed.ts). */
  removeDemoData?: () => Promise<
    | { removed: true; centre: string; students: number; accounts: number; userIds: number[] }
    | { removed: false; reason: 'none' | 'in-use' }
  >;
}) {
  const { repository, audit } = deps;

  function requireHeadOffice(user: AuthenticatedUser): void {
    if (user.role !== 'head_office') throw forbidden(CENTRE_MESSAGES.headOfficeOnly);
  }

  async function reachableCentre(user: AuthenticatedUser, id: number) {
    // Staff learn nothing about other centres, not even whether they exist.
    if (!canReachCentre(user, id)) throw forbidden();
    const row = await repository.findCentre(id);
    if (!row) throw notFound(CENTRE_MESSAGES.centreNotFound);
    return row;
  }

  /**
   * An account this user may manage: head office any centre's staff or teacher; a centre's staff
   * the teachers of their own centre (decision 0069), no one else.
   */
  async function staffMember(user: AuthenticatedUser, userId: number) {
    if (user.role !== 'head_office' && user.role !== 'centre_staff')
      throw forbidden(CENTRE_MESSAGES.headOfficeOnly);
    const row = await repository.findStaff(userId);
    if (!row || row.centre_id === null) throw notFound(CENTRE_MESSAGES.staffNotFound);
    if (user.role === 'centre_staff') {
      if (row.centre_id !== user.centreId) throw notFound(CENTRE_MESSAGES.staffNotFound);
      if (row.role !== 'teacher') throw forbidden(CENTRE_MESSAGES.teachersOnly);
    }
    return row;
  }

  async function setCentreStatus(
    user: AuthenticatedUser,
    id: number,
    status: 'active' | 'suspended',
  ): Promise<CentreAdminItem> {
    requireHeadOffice(user);
    const before = await reachableCentre(user, id);
    const changed = await repository.transaction(async (trx) => {
      const now = nowIso();
      await repository.setCentreStatus(id, status, now, trx);
      // The sign-in and the session lookup refuse a suspended centre; revoking makes it final.
      const revoked =
        status === 'suspended' ? await repository.revokeCentreSessions(id, now, trx) : [];
      await audit(
        {
          userId: user.id,
          centreId: id,
          action: status === 'suspended' ? 'suspend' : 'activate',
          entity: 'centre',
          entityId: id,
          changes: {
            status: [before.status, status],
            ...(status === 'suspended'
              ? { sessionsRevoked: Number(revoked[0]?.numUpdatedRows ?? 0) }
              : {}),
          },
        },
        trx,
      );
      return toCentre((await repository.findCentre(id, trx))!);
    });
    if (status === 'suspended') await deps.sessionCache?.forgetCentre(id);
    return changed;
  }

  async function setStaffStatus(
    user: AuthenticatedUser,
    userId: number,
    status: 'active' | 'disabled',
  ): Promise<StaffItem> {
    const before = await staffMember(user, userId);
    const changed = await repository.transaction(async (trx) => {
      const now = nowIso();
      await repository.setUserStatus(userId, status, now, trx);
      if (status === 'disabled') await repository.revokeUserSessions(userId, now, trx);
      await audit(
        {
          userId: user.id,
          centreId: before.centre_id,
          action: status === 'disabled' ? 'deactivate' : 'activate',
          entity: 'user',
          entityId: userId,
          changes: { status: [before.status, status] },
        },
        trx,
      );
      return toStaff((await repository.findStaff(userId, trx))!);
    });
    if (status === 'disabled') await deps.sessionCache?.forgetUser(userId);
    return changed;
  }

  return {
    /**
     * The first-day checklist's last step: the demo centre, its staff account and student go
     * (404 when there are none; 409, nothing removed, when the centre holds records of the
     * institute's own). Their sessions end with their accounts.
     */
    async removeDemoData(user: AuthenticatedUser, ip: string): Promise<{ message: string }> {
      requireHeadOffice(user);
      const result = (await deps.removeDemoData?.()) ?? { removed: false, reason: 'none' };
      if (!result.removed && result.reason === 'none') {
        throw notFound(CENTRE_MESSAGES.noDemoData);
      }
      if (!result.removed) {
        throw new AppError(409, ERROR_CODES.conflict, CENTRE_MESSAGES.demoInUse);
      }
      // Their sessions went with their accounts: not one more answer from the session cache.
      for (const userId of result.userIds) await deps.sessionCache?.forgetUser(userId);
      await audit({
        userId: user.id,
        centreId: null,
        action: 'remove_demo_data',
        entity: 'centre',
        entityId: result.centre,
        changes: { students: result.students, accounts: result.accounts },
        ip,
      });
      return { message: CENTRE_MESSAGES.demoRemoved };
    },

    async listCentres(user: AuthenticatedUser): Promise<CentreAdminItem[]> {
      if (user.role === 'head_office')
        return (await repository.listCentres(undefined)).map(toCentre);
      if (user.centreId === null) return [];
      return (await repository.listCentres(user.centreId)).map(toCentre);
    },

    getCentre: async (user: AuthenticatedUser, id: number) =>
      toCentre(await reachableCentre(user, id)),

    async createCentre(user: AuthenticatedUser, values: CentreFormValues) {
      requireHeadOffice(user);
      return repository.transaction(async (trx) => {
        if (await repository.findCentreByCode(values.code, trx)) {
          throw conflict('code', CENTRE_MESSAGES.codeTaken);
        }
        const id = await repository.insertCentre(values, nowIso(), trx);
        if (id === null) throw conflict('code', CENTRE_MESSAGES.codeTaken);
        // Every centre has an affiliation (decision 0072): from today for a year, every course;
        // head office narrows it on the Affiliation screen.
        await grantAffiliation(trx, id, {}, user.id);
        await audit(
          {
            userId: user.id,
            centreId: id,
            action: 'create',
            entity: 'centre',
            entityId: id,
            changes: { ...values },
          },
          trx,
        );
        return toCentre((await repository.findCentre(id, trx))!);
      });
    },

    async updateCentre(user: AuthenticatedUser, id: number, values: CentreFormValues) {
      requireHeadOffice(user);
      const before = await reachableCentre(user, id);
      return repository.transaction(async (trx) => {
        const other = await repository.findCentreByCode(values.code, trx);
        if (other && other.id !== id) throw conflict('code', CENTRE_MESSAGES.codeTaken);
        await repository.updateCentre(id, values, nowIso(), trx);
        const changes: Record<string, [unknown, unknown]> = {};
        for (const key of [
          'code',
          'name',
          'address',
          'phone',
          'email',
          'district',
          'state',
        ] as const) {
          if (before[key] !== values[key]) changes[key] = [before[key], values[key]];
        }
        await audit(
          {
            userId: user.id,
            centreId: id,
            action: 'update',
            entity: 'centre',
            entityId: id,
            changes,
          },
          trx,
        );
        return toCentre((await repository.findCentre(id, trx))!);
      });
    },

    suspendCentre: (user: AuthenticatedUser, id: number) => setCentreStatus(user, id, 'suspended'),
    activateCentre: (user: AuthenticatedUser, id: number) => setCentreStatus(user, id, 'active'),

    async listStaff(user: AuthenticatedUser, centreId: number): Promise<StaffItem[]> {
      await reachableCentre(user, centreId);
      return (await repository.listStaff(centreId)).map(toStaff);
    },

    async createStaff(
      user: AuthenticatedUser,
      centreId: number,
      values: { name: string; email: string; password: string; role?: StaffAccountRole },
    ): Promise<StaffItem> {
      const role = values.role ?? 'centre_staff';
      // Head office creates any account; a centre's staff only teachers of their centre (0069).
      if (user.role !== 'head_office' && !(user.role === 'centre_staff' && role === 'teacher'))
        throw forbidden(
          user.role === 'centre_staff'
            ? CENTRE_MESSAGES.teachersOnly
            : CENTRE_MESSAGES.headOfficeOnly,
        );
      await reachableCentre(user, centreId);
      if (await repository.findUserIdByEmail(values.email)) {
        throw conflict('email', CENTRE_MESSAGES.staffEmailTaken);
      }
      const passwordHash = await hashPassword(values.password);
      return repository.transaction(async (trx) => {
        const id = await repository.insertStaff(
          { name: values.name, email: values.email, passwordHash, centreId, role },
          nowIso(),
          trx,
        );
        if (id === null) throw conflict('email', CENTRE_MESSAGES.staffEmailTaken);
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'create',
            entity: 'user',
            entityId: id,
            changes: { name: values.name, email: values.email, role },
          },
          trx,
        );
        return toStaff((await repository.findStaff(id, trx))!);
      });
    },

    async resetPassword(user: AuthenticatedUser, userId: number, password: string) {
      const staff = await staffMember(user, userId);
      const passwordHash = await hashPassword(password);
      await repository.transaction(async (trx) => {
        const now = nowIso();
        await repository.setPassword(userId, passwordHash, now, trx);
        await repository.revokeUserSessions(userId, now, trx);
        // The password itself never goes into the log.
        await audit(
          {
            userId: user.id,
            centreId: staff.centre_id,
            action: 'reset_password',
            entity: 'user',
            entityId: userId,
            changes: { sessionsRevoked: true },
          },
          trx,
        );
      });
      await deps.sessionCache?.forgetUser(userId);
      return { message: CENTRE_MESSAGES.passwordReset };
    },

    deactivateStaff: (user: AuthenticatedUser, userId: number) =>
      setStaffStatus(user, userId, 'disabled'),
    activateStaff: (user: AuthenticatedUser, userId: number) =>
      setStaffStatus(user, userId, 'active'),
  };
}

export type CentresService = ReturnType<typeof createCentresService>;
