import { ResultsPanel } from '../../features/offline-exams/screens/results-panel';
import { StudentFeePanel } from '../../features/accounts/student-fee-panel';
import { StudentExamsPanel } from '../../features/online-exams/screens/student-exams-panel';

/**
 * The parts of a student's profile that other areas add below the course details: upcoming
 * exams, results and marks, fees. Each panel loads its own data for the registration number.
 */
export function StudentPanels({ registrationNumber }: { registrationNumber: string }) {
  return (
    // minmax(0, 1fr): a wide table scrolls inside its panel instead of widening the page.
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4">
      <StudentExamsPanel registrationNumber={registrationNumber} />
      <ResultsPanel registrationNumber={registrationNumber} />
      <StudentFeePanel registrationNumber={registrationNumber} />
    </div>
  );
}
