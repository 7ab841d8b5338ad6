import { instituteDate } from '@institute/shared/institute-time';
import { useLingui } from '@lingui/react';
import { SelectField } from '../../components/form/select-field';
import { useBatches } from './batches-api';
import { timingLabel } from './screens/weekday-label';

/**
 * Add Student's batch choice (issue 35): the running batches of the chosen course at the centre
 * that still have free places, each with its timing; none chosen is allowed.
 */
export function BatchChoice({
  centreId,
  course,
  value,
  onChange,
}: {
  /** Head office: the centre chosen on the form; centre staff: their own (null). */
  centreId: number | null;
  course: string;
  value: string;
  onChange: (batchId: string) => void;
}) {
  const { _ } = useLingui();
  const batches = useBatches(centreId);
  const today = instituteDate();
  const open = (Array.isArray(batches.data) ? batches.data : []).filter(
    (batch) =>
      batch.course === course &&
      batch.endDate >= today &&
      batch.enrolled < batch.capacity &&
      (centreId === null || batch.centreId === centreId),
  );
  if (!course || open.length === 0) return null;
  return (
    <SelectField
      label={_('batches.chooseBatch')}
      placeholder={_('batches.noBatchChoice')}
      name="batchId"
      className="mt-4"
      options={open.map((batch) => ({
        value: String(batch.id),
        label: _('batches.batchOption', {
          name: batch.name,
          timing: timingLabel(_, batch),
          free: batch.capacity - batch.enrolled,
        }),
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
