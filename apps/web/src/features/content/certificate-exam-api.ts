import type {
  CertificateExamRule,
  CourseCertificateExam,
} from '@institute/shared/certificate-exam';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const path = (code: string) =>
  `/api/dashboard/certificates/course-exam/${encodeURIComponent(code)}`;
const key = (code: string) => ['content', 'courses', 'certificate-exam', code] as const;

/** Which exam counts for a course's certificate, with the course's exams (decision 0057). */
export const useCourseCertificateExam = (code: string) =>
  useQuery({ queryKey: key(code), queryFn: () => api<CourseCertificateExam>(path(code)) });

export function useSaveCourseCertificateExam(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: CertificateExamRule) =>
      api<CourseCertificateExam>(path(code), { method: 'PUT', json: rule }),
    onSuccess: (saved) => client.setQueryData(key(code), saved),
  });
}
