import type {
  BatchDetail,
  BatchForm,
  BatchItem,
  StudentBatch,
  TimetableView,
} from '@institute/shared/batches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/batches';
const KEY = ['batches'] as const;

/** The batches of the staff member's centre; head office: of the chosen centre, or all. */
export const useBatches = (centreId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'list', centreId],
    queryFn: () => api<BatchItem[]>(centreId ? `${BASE}?centreId=${centreId}` : BASE),
  });

export const useBatch = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => api<BatchDetail>(`${BASE}/${id}`),
  });

/** A student's batch now and the batches they were in. */
export const useStudentBatch = (registrationNumber: string) =>
  useQuery({
    queryKey: [...KEY, 'student', registrationNumber],
    queryFn: () => api<StudentBatch>(`${BASE}/student/${encodeURIComponent(registrationNumber)}`),
  });

/** Creates a batch without an id, changes it with one. */
export function useSaveBatch(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: BatchForm) =>
      id === null
        ? api<BatchItem>(BASE, { method: 'POST', json: values })
        : api<BatchItem>(`${BASE}/${id}`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEnrol(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registrationNumbers: string[]) =>
      api<BatchDetail>(`${BASE}/${id}/enrolments`, {
        method: 'POST',
        json: { registrationNumbers },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMove(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { registrationNumber: string; toBatchId: number }) =>
      api<BatchDetail>(`${BASE}/${id}/move`, { method: 'POST', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export interface TimetableFilter {
  centreId: number | null;
  room: string;
  teacherUserId: number | null;
}

/** The query string of a timetable's filter (also the PDF's). */
export function timetableSearch(filter: TimetableFilter): string {
  const params = new URLSearchParams();
  if (filter.centreId) params.set('centreId', String(filter.centreId));
  if (filter.room) params.set('room', filter.room);
  else if (filter.teacherUserId) params.set('teacherUserId', String(filter.teacherUserId));
  return params.toString();
}

/** The week of a centre's running batches (head office: once a centre is chosen). */
export const useTimetable = (filter: TimetableFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'timetable', filter],
    queryFn: () => api<TimetableView>(`${BASE}/timetable?${timetableSearch(filter)}`),
    enabled,
  });

/** Enrols one student (Add Student, once the student is added). */
export const enrolStudent = (batchId: number, registrationNumber: string) =>
  api<BatchDetail>(`${BASE}/${batchId}/enrolments`, {
    method: 'POST',
    json: { registrationNumbers: [registrationNumber] },
  });
