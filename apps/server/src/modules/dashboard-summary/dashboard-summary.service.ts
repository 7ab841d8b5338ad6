import {
  lastTwelveMonths,
  networkToday,
  type DashboardSummary,
} from '@institute/shared/dashboard-summary';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { DashboardSummaryRepository } from './dashboard-summary.repository';

/** The dashboard home's figures for the signed-in scope: one centre, or the whole network. */
export function createDashboardSummaryService(deps: {
  repository: DashboardSummaryRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async summary(user: AuthenticatedUser, wantedCentreId?: number): Promise<DashboardSummary> {
      let centreId: number | null;
      if (user.role === 'head_office') {
        centreId = wantedCentreId ?? null;
      } else {
        if (user.centreId === null) throw forbidden();
        if (wantedCentreId !== undefined && !canReachCentre(user, wantedCentreId)) {
          throw forbidden();
        }
        centreId = user.centreId;
      }
      const centre = centreId === null ? null : await repository.findCentre(centreId);
      if (centreId !== null && !centre) throw notFound('No such centre');

      const months = lastTwelveMonths(networkToday(now()));
      const thisMonth = months.at(-1)!;
      const [
        studentsTotal,
        admittedThisMonth,
        applicationsWaiting,
        newEnquiries,
        certificateRequestsWaiting,
        perMonth,
        walletBalancePaise,
      ] = await Promise.all([
        repository.countStudents(centreId),
        repository.countStudents(centreId, thisMonth),
        repository.countApplications(centreId, 'submitted'),
        repository.countEnquiries(centreId, 'new'),
        repository.countCertificateRequests(centreId, 'requested'),
        repository.admissionsByMonth(centreId, months[0]!, thisMonth),
        centreId === null ? null : repository.walletBalance(centreId),
      ]);
      const byMonth = new Map(perMonth.map((row) => [row.month, row.count]));
      return {
        centre: centre ? { id: centre.id, code: centre.code, name: centre.name } : null,
        month: thisMonth,
        studentsTotal,
        admittedThisMonth,
        applicationsWaiting,
        newEnquiries,
        certificateRequestsWaiting,
        walletBalancePaise,
        admissionsByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
      };
    },
  };
}

export type DashboardSummaryService = ReturnType<typeof createDashboardSummaryService>;
