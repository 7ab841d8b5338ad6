import type { EditableCourse, NewCourseInput } from '@institute/shared/content/courses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CATALOGUE_KEY } from '../../lib/catalogue';

const COURSES = ['content', 'courses'] as const;
const BASE = '/api/dashboard/content/courses';

export const useEditableCourses = () =>
  useQuery({ queryKey: COURSES, queryFn: () => api<EditableCourse[]>(BASE) });

/** After any save: the list, the forms' catalogue and the history are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: COURSES }),
      client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      client.invalidateQueries({ queryKey: ['content', 'history'] }),
    ]);
}

export type CourseAction =
  | { kind: 'create'; input: NewCourseInput }
  | { kind: 'update'; course: EditableCourse; input: Omit<NewCourseInput, 'code'> }
  | { kind: 'retire' | 'reopen'; course: EditableCourse }
  | { kind: 'move'; course: EditableCourse; direction: 'up' | 'down' }
  | { kind: 'delete'; course: EditableCourse };

const path = (course: EditableCourse) => `${BASE}/${encodeURIComponent(course.code)}`;

/** Every change to the catalogue, each at the version of the course it was read with. */
export function useCourseAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: CourseAction) => {
      switch (action.kind) {
        case 'create':
          return api<void>(BASE, { method: 'POST', json: action.input });
        case 'update':
          return api<void>(path(action.course), {
            method: 'PUT',
            json: { ...action.input, version: action.course.version },
          });
        case 'retire':
        case 'reopen':
          return api<void>(`${path(action.course)}/${action.kind}`, {
            method: 'POST',
            json: { version: action.course.version },
          });
        case 'move':
          return api<void>(`${path(action.course)}/move`, {
            method: 'POST',
            json: { direction: action.direction, version: action.course.version },
          });
        case 'delete':
          return api<void>(`${path(action.course)}?version=${action.course.version}`, {
            method: 'DELETE',
          });
      }
    },
    onSettled: refresh,
  });
}
