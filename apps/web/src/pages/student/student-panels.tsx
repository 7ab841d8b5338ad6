/**
 * The parts of a student's profile that other areas add below the course details: upcoming
 * exams, results and marks, fees. Each panel loads its own data for the registration number.
 */
export function StudentPanels({ registrationNumber }: { registrationNumber: string }) {
  void registrationNumber;
  return <div className="mt-6 grid gap-4"></div>;
}
