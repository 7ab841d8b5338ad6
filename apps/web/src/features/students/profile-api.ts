import type { StudentProfile } from '@institute/shared/student-profile';
import { api } from '../../lib/api-client';

export const fetchStudentProfile = (registrationNumber: string, context?: unknown) =>
  api<StudentProfile>(`/api/dashboard/student/${encodeURIComponent(registrationNumber)}`, {
    context,
  });

export const requestCompletionEdit = (registrationNumber: string, message: string) =>
  api<{ message: string }>(
    `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/completion-request`,
    { method: 'POST', json: { message } },
  );
