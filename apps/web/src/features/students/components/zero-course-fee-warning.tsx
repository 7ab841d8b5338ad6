import { useLingui } from '@lingui/react';
import { useCourseFeeOf } from '../students-api';

/**
 * Add Student: the chosen course's fee is Rs 0, so the student's fee plan would be fixed at zero
 * (it is set from the course fee at admission). Said before saving, while it can still be fixed.
 */
export function ZeroCourseFeeWarning({ course }: { course: string }) {
  const { _ } = useLingui();
  const fee = useCourseFeeOf(course);
  if (fee !== 0) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
    >
      {_('students.form.zeroCourseFee')}
    </p>
  );
}
