import type { ItemErrorLog } from '../../lib/each-item';
import type { AuditLog } from '../../lib/audit';
import { createExamAttemptsService } from './exam-attempts.service';
import { createExamSchedulingService } from './exam-scheduling.service';
import type { OnlineExamsRepository } from './online-exams.repository';
import { createQuestionBankService } from './question-bank.service';

export { markAnswers } from './online-exams.rules';

/**
 * Online examination, composed of its three parts: the question bank
 * (question-bank.service.ts), scheduling exams (exam-scheduling.service.ts) and the students'
 * attempts with their marking (exam-attempts.service.ts).
 */
export function createOnlineExamsService(deps: {
  repository: OnlineExamsRepository;
  audit: AuditLog;
  log?: ItemErrorLog;
}) {
  const attempts = createExamAttemptsService(deps);
  return {
    ...createQuestionBankService(deps),
    ...createExamSchedulingService({ ...deps, finaliseOverdue: attempts.finaliseOverdue }),
    ...attempts,
  };
}

export type OnlineExamsService = ReturnType<typeof createOnlineExamsService>;
