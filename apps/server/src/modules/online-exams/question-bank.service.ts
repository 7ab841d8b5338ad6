import {
  ONLINE_EXAM_MESSAGES as M,
  type QuestionForm,
  type QuestionItem,
} from '@institute/shared/online-exams';
import { type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { OnlineExamsRepository } from './online-exams.repository';
import { parseQuestionCsv } from './online-exams.csv';

import { chunks, invalid, toQuestion } from './online-exams.rules';

/** The question bank of each course: list, add, edit, delete (or archive), import from CSV. */
export function createQuestionBankService(deps: {
  repository: OnlineExamsRepository;
  audit: AuditLog;
}) {
  const { repository, audit } = deps;
  return {
    /** A course's bank; the correct options for head office only, who sets the papers. */
    async listQuestions(user: AuthenticatedUser, courseCode: string): Promise<QuestionItem[]> {
      if (!(await repository.course(courseCode))) throw invalid('courseCode', M.courseRequired);
      const questions = (await repository.listQuestions(courseCode)).map(toQuestion);
      if (user.role === 'head_office') return questions;
      return questions.map(({ correct: _answers, ...question }) => question);
    },

    async createQuestion(user: AuthenticatedUser, form: QuestionForm): Promise<QuestionItem> {
      if (!(await repository.course(form.courseCode)))
        throw invalid('courseCode', M.courseRequired);
      return repository.transaction(async (trx) => {
        const now = nowIso();
        const row = await repository.insertQuestion(trx, {
          course_code: form.courseCode,
          question: form.question,
          options: JSON.stringify(form.options),
          correct: JSON.stringify(form.correct),
          marks: form.marks,
          archived_at: null,
          created_by: user.id,
          created_at: now,
          updated_at: now,
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'create',
            entity: 'exam_question',
            entityId: row.id,
            changes: form,
          },
          trx,
        );
        return toQuestion(row);
      });
    },

    async updateQuestion(
      user: AuthenticatedUser,
      id: number,
      form: QuestionForm,
    ): Promise<QuestionItem> {
      const before = await repository.findQuestion(id);
      if (!before) throw notFound(M.questionNotFound);
      if (form.courseCode !== before.course_code) {
        throw invalid(
          'courseCode',
          'A question stays in its course; add it to the other course instead',
        );
      }
      return repository.transaction(async (trx) => {
        // Attempts keep the question as it was when they started: editing never changes a mark given.
        const row = await repository.updateQuestion(trx, id, {
          question: form.question,
          options: JSON.stringify(form.options),
          correct: JSON.stringify(form.correct),
          marks: form.marks,
          updated_at: nowIso(),
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'exam_question',
            entityId: id,
            changes: { before: toQuestion(before), after: form },
          },
          trx,
        );
        return toQuestion({ ...row, used_in_exams: await repository.questionUses(trx, id) });
      });
    },

    /** Deletes a question, or archives it when an exam uses it. */
    async deleteQuestion(user: AuthenticatedUser, id: number): Promise<{ message: string }> {
      const question = await repository.findQuestion(id);
      if (!question) throw notFound(M.questionNotFound);
      return repository.transaction(async (trx) => {
        const used = await repository.questionUses(trx, id);
        if (used > 0) {
          await repository.archiveQuestion(trx, id, nowIso());
        } else {
          await repository.deleteQuestion(trx, id);
        }
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: used > 0 ? 'archive' : 'delete',
            entity: 'exam_question',
            entityId: id,
          },
          trx,
        );
        return {
          message: used > 0 ? 'Question archived: exams that used it keep it' : 'Question deleted',
        };
      });
    },

    /** Imports the good rows of a CSV in one transaction; the others are reported by row. */
    async importQuestions(user: AuthenticatedUser, courseCode: string, data: Buffer) {
      if (!(await repository.course(courseCode))) throw invalid('courseCode', M.courseRequired);
      const { valid, errors } = parseQuestionCsv(data, courseCode);
      if (valid.length > 0) {
        await repository.transaction(async (trx) => {
          const now = nowIso();
          for (const part of chunks(valid, 100)) {
            await repository.insertQuestions(
              trx,
              part.map((form) => ({
                course_code: courseCode,
                question: form.question,
                options: JSON.stringify(form.options),
                correct: JSON.stringify(form.correct),
                marks: form.marks,
                archived_at: null,
                created_by: user.id,
                created_at: now,
                updated_at: now,
              })),
            );
          }
          await audit(
            {
              userId: user.id,
              centreId: null,
              action: 'import',
              entity: 'exam_question',
              changes: { courseCode, imported: valid.length },
            },
            trx,
          );
        });
      }
      return { imported: valid.length, errors };
    },
  };
}
