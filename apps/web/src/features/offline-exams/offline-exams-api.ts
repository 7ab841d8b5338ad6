import { documentLanguageQuery, type DocumentLanguage } from '../../lib/document-language';
import type { GradingScale } from '@institute/shared/grading';
import type {
  AdmitCard,
  CourseSubjectsInput,
  ExamSession,
  ExamSessionInput,
  Marksheet,
  MarksSheet,
  ResultListItem,
  SaveMarksInput,
  Subject,
} from '@institute/shared/offline-exams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/offline-exams';
const SESSIONS_KEY = ['offline-exams', 'sessions'] as const;
const COURSES_KEY = ['offline-exams', 'courses'] as const;
const marksKey = (id: number) => ['offline-exams', 'marks', id] as const;
const GRADING_KEY = ['grading-scale'] as const;

export interface CourseWithSubjects {
  code: string;
  name: string;
  subjects: Subject[];
}

export interface GradingScaleView extends GradingScale {
  isDefault: boolean;
  defaultScale: GradingScale;
}

export interface CentreOption {
  id: number;
  code: string;
  name: string;
  status: string;
}

/**
 * The printed documents' label language: English or English and Hindi; a PDF address without one
 * follows head office's default (decision 0035).
 */
export type PdfLanguage = DocumentLanguage;

export const marksheetPdfUrl = (
  sessionId: number,
  registrationNumber: string,
  lang?: PdfLanguage,
) =>
  `${BASE}/sessions/${sessionId}/marksheets/${encodeURIComponent(registrationNumber)}/pdf${
    lang ? `?${documentLanguageQuery(lang)}` : ''
  }`;
export const admitCardsPdfUrl = (
  sessionId: number,
  registrationNumber?: string,
  lang?: PdfLanguage,
) => {
  const query = [
    registrationNumber ? `registrationNumber=${encodeURIComponent(registrationNumber)}` : '',
    documentLanguageQuery(lang),
  ]
    .filter(Boolean)
    .join('&');
  return `${BASE}/sessions/${sessionId}/admit-cards/pdf${query ? `?${query}` : ''}`;
};
export const marksheetPrintPath = (sessionId: number, registrationNumber: string) =>
  `/print/marksheet/${sessionId}/${encodeURIComponent(registrationNumber)}`;
export const admitCardsPrintPath = (sessionId: number, registrationNumber?: string) =>
  `/print/admit-cards/${sessionId}${
    registrationNumber ? `?registrationNumber=${encodeURIComponent(registrationNumber)}` : ''
  }`;

export const useCourses = () =>
  useQuery({ queryKey: COURSES_KEY, queryFn: () => api<CourseWithSubjects[]>(`${BASE}/courses`) });

export const useCentreOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['offline-exams', 'centres'],
    queryFn: () => api<CentreOption[]>('/api/dashboard/centres'),
    enabled,
  });

export function useSaveSubjects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseCode, input }: { courseCode: string; input: CourseSubjectsInput }) =>
      api<CourseWithSubjects>(`${BASE}/courses/${encodeURIComponent(courseCode)}/subjects`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api<ExamSession[]>(`${BASE}/sessions`) });

export function useSaveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ExamSessionInput }) =>
      id === null
        ? api<ExamSession>(`${BASE}/sessions`, { method: 'POST', json: values })
        : api<ExamSession>(`${BASE}/sessions/${id}`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useMarks = (sessionId: number | null) =>
  useQuery({
    queryKey: marksKey(sessionId ?? 0),
    queryFn: () => api<MarksSheet>(`${BASE}/sessions/${sessionId}/marks`),
    enabled: sessionId !== null,
  });

export function useSaveMarks(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMarksInput) =>
      api<MarksSheet>(`${BASE}/sessions/${sessionId}/marks`, { method: 'PUT', json: input }),
    onSuccess: async (sheet) => {
      client.setQueryData(marksKey(sessionId), sheet);
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

/** Submits the marks for publishing, or publishes the results (decision 0056). */
export function useResultsStep(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: 'submit' | 'publish') =>
      api<MarksSheet>(`${BASE}/sessions/${sessionId}/results/${step}`, { method: 'POST' }),
    onSuccess: async (sheet) => {
      client.setQueryData(marksKey(sessionId), sheet);
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

export const useStudentMarksheets = (registrationNumber: string | null) =>
  useQuery({
    queryKey: ['offline-exams', 'student', registrationNumber],
    queryFn: () =>
      api<{ student: { registrationNumber: string; name: string }; marksheets: Marksheet[] }>(
        `${BASE}/students/${encodeURIComponent(registrationNumber!)}/marksheets`,
      ),
    enabled: !!registrationNumber,
    retry: false,
  });

export const useMarksheet = (sessionId: number, registrationNumber: string) =>
  useQuery({
    queryKey: ['offline-exams', 'marksheet', sessionId, registrationNumber],
    queryFn: () =>
      api<Marksheet>(
        `${BASE}/sessions/${sessionId}/marksheets/${encodeURIComponent(registrationNumber)}`,
      ),
    retry: false,
  });

export const useAdmitCards = (sessionId: number, registrationNumber?: string) =>
  useQuery({
    queryKey: ['offline-exams', 'admit-cards', sessionId, registrationNumber ?? ''],
    queryFn: () =>
      api<AdmitCard[]>(
        `${BASE}/sessions/${sessionId}/admit-cards${
          registrationNumber ? `?registrationNumber=${encodeURIComponent(registrationNumber)}` : ''
        }`,
      ),
    retry: false,
  });

export const useStudentResults = (registrationNumber: string) =>
  useQuery({
    queryKey: ['student-results', registrationNumber],
    queryFn: () =>
      api<ResultListItem[]>(
        `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/results`,
      ),
  });

export const useGradingScale = () =>
  useQuery({
    queryKey: GRADING_KEY,
    queryFn: () => api<GradingScaleView>('/api/dashboard/grading-scale'),
  });

export function useSaveGradingScale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scale: GradingScale) =>
      api<GradingScaleView>('/api/dashboard/grading-scale', { method: 'PUT', json: scale }),
    onSuccess: (scale) => client.setQueryData(GRADING_KEY, scale),
  });
}

export interface StudentMatch {
  registrationNumber: string;
  firstname: string;
  lastname: string;
  courseName: string;
}

/** Students within reach whose registration number, name or phone starts with `q`. */
export const useStudentSearch = (q: string) =>
  useQuery({
    queryKey: ['offline-exams', 'student-search', q],
    queryFn: () =>
      api<StudentMatch[]>(`/api/dashboard/AddStudent?q=${encodeURIComponent(q)}&pageSize=10`),
    enabled: q.trim().length >= 2,
  });

export function useRegradeAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ results: number; changed: number }>('/api/dashboard/grading-scale/regrade', {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['offline-exams'] }),
  });
}
