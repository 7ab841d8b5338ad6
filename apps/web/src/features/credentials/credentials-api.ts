import type {
  CredentialCheck,
  CredentialKey,
  StudentCredential,
} from '@institute/shared/credentials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const useStudentCredentials = (registrationNumber: string) =>
  useQuery({
    queryKey: ['credentials', 'student', registrationNumber],
    queryFn: () =>
      api<StudentCredential[]>(
        `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/credentials`,
      ),
  });

/** The check of a certificate's signed credential, for whoever has its verification code. */
export const useSharedCredentialCheck = (number: string, code: string) =>
  useQuery({
    queryKey: ['credentials', 'check', number, code],
    queryFn: () =>
      api<CredentialCheck>(
        `/api/credentials/${encodeURIComponent(number)}/check?code=${encodeURIComponent(code)}`,
      ),
    retry: false,
  });

/** Checks a credential someone pasted or chose as a file. */
export const useCheckCredential = () =>
  useMutation({
    mutationFn: (credential: string) =>
      api<CredentialCheck>('/api/credentials/check', { method: 'POST', json: { credential } }),
  });

/** The address of a shared credential's download, by number and code. */
export const sharedCredentialUrl = (number: string, code: string, format: 'jwt' | 'svg') =>
  `/api/credentials/${encodeURIComponent(number)}?code=${encodeURIComponent(code)}&format=${format}`;

const KEYS = ['credentials', 'keys'] as const;

/** The signing keys (head office). */
export const useCredentialKeys = () =>
  useQuery({
    queryKey: KEYS,
    queryFn: () => api<CredentialKey[]>('/api/dashboard/credentials/keys'),
    retry: false,
  });

/** A new signing key (head office); older ones stay published. */
export function useRotateCredentialKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CredentialKey[]>('/api/dashboard/credentials/keys/rotate', { method: 'POST' }),
    onSuccess: (keys) => client.setQueryData(KEYS, keys),
  });
}
