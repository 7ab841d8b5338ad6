import type {
  Appeared,
  AttemptView,
  BatchStudent,
  ExamFormInput,
  ExamItem,
  QuestionFormInput,
  QuestionImportReport,
  QuestionItem,
  StudentExam,
} from '@institute/shared/online-exams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/online-exams';
const EXAMS_KEY = ['online-exams'] as const;
const questionsKey = (courseCode: string) => ['online-exams', 'questions', courseCode] as const;
const studentBase = (registrationNumber: string) =>
  `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/exams`;

export const QUESTION_TEMPLATE_HREF = `${BASE}/questions/template.csv`;
export const appearedCsvHref = (examId: number) => `${BASE}/${examId}/appeared.csv`;

// ---------- Staff ----------

export const useExams = () =>
  useQuery({ queryKey: EXAMS_KEY, queryFn: () => api<ExamItem[]>(BASE) });

export function useScheduleExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ExamFormInput) => api<ExamItem>(BASE, { method: 'POST', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}

export function useCancelExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: EXAMS_KEY }),
  });
}

export interface BatchFilter {
  centreId?: number | undefined;
  courseCode: string;
  courseOption?: string | undefined;
  admittedFrom?: string | undefined;
  admittedTo?: string | undefined;
}

export function useBatch(filter: BatchFilter, enabled: boolean) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return useQuery({
    queryKey: ['online-exams', 'batch', search.toString()],
    queryFn: () => api<BatchStudent[]>(`${BASE}/batch?${search.toString()}`),
    enabled,
  });
}

export const useAppeared = (examId: number | null) =>
  useQuery({
    queryKey: ['online-exams', 'appeared', examId],
    queryFn: () => api<Appeared>(`${BASE}/${examId}/appeared`),
    enabled: examId !== null,
  });

export const useQuestions = (courseCode: string) =>
  useQuery({
    queryKey: questionsKey(courseCode),
    queryFn: () =>
      api<QuestionItem[]>(`${BASE}/questions?courseCode=${encodeURIComponent(courseCode)}`),
    enabled: courseCode !== '',
  });

export function useSaveQuestion(courseCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: QuestionFormInput }) =>
      id === null
        ? api<QuestionItem>(`${BASE}/questions`, { method: 'POST', json: values })
        : api<QuestionItem>(`${BASE}/questions/${id}`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(courseCode) }),
  });
}

export function useDeleteQuestion(courseCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`${BASE}/questions/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(courseCode) }),
  });
}

export function useImportQuestions(courseCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('courseCode', courseCode);
      body.set('file', file);
      return api<QuestionImportReport>(`${BASE}/questions/import`, { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(courseCode) }),
  });
}

// ---------- The student ----------

export const studentExamsKey = (registrationNumber: string) =>
  ['student-exams', registrationNumber] as const;

export const useStudentExams = (registrationNumber: string) =>
  useQuery({
    queryKey: studentExamsKey(registrationNumber),
    queryFn: () => api<StudentExam[]>(studentBase(registrationNumber)),
    // Windows open and close while the profile is on screen.
    refetchInterval: 30_000,
  });

export const fetchAttempt = (registrationNumber: string, examId: number) =>
  api<AttemptView>(`${studentBase(registrationNumber)}/${examId}`);

export const startAttempt = (registrationNumber: string, examId: number) =>
  api<AttemptView>(`${studentBase(registrationNumber)}/${examId}/start`, { method: 'POST' });

export const saveAnswer = (
  registrationNumber: string,
  examId: number,
  questionId: number,
  selected: number[],
) =>
  api<{ savedAt: string }>(`${studentBase(registrationNumber)}/${examId}/answers/${questionId}`, {
    method: 'PUT',
    json: { selected },
  });

export const submitAttempt = (registrationNumber: string, examId: number) =>
  api<AttemptView>(`${studentBase(registrationNumber)}/${examId}/submit`, { method: 'POST' });

/** Records that the student opened a link exam (sent even as the page is left). */
export function recordLinkOpened(registrationNumber: string, examId: number): void {
  void fetch(`${studentBase(registrationNumber)}/${examId}/open-link`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
