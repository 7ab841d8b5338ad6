import type { ProfilePerson } from '@institute/shared/staff-profile';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

export const roleLabel = (role: ProfilePerson['role'], _: I18n['_']) =>
  role === 'head_office'
    ? _('profile.role.headOffice')
    : role === 'centre_staff'
      ? _('profile.role.centreStaff')
      : role;

/** One panel of the profile: a titled card. */
export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A person of the network: initials, name, role and centre. */
export function PersonItem({ person, extra }: { person: ProfilePerson; extra?: ReactNode }) {
  const { _ } = useLingui();
  return (
    <li className="flex items-center gap-3 py-2">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {initials(person.name)}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{person.name}</span>
        <span className="block text-sm text-slate-600">
          {roleLabel(person.role, _)}
          {person.centreName ? `, ${person.centreName} (${person.centreCode})` : ''}
        </span>
        {extra}
      </span>
    </li>
  );
}
