import type { EditableCourse } from '@institute/shared/content/courses';
import { formatPaise } from '@institute/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { MoveButtons } from '../../../components/ui/move-buttons';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCourseAction, useEditableCourses, type CourseAction } from '../courses-api';
import { CourseForm } from './course-form';

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

function feesOf(course: EditableCourse) {
  if (!course.fees) return 'Not set';
  return `Registration ${formatPaise(course.fees.registrationPaise)}, course ${formatPaise(course.fees.coursePaise)}`;
}

/**
 * /dashboard/Courses: head office's course catalogue, the list Add Student, applications, exams
 * and fees choose from. Add, edit, order, retire (hidden from new admissions, kept for students
 * already enrolled) and reopen; delete only a course nothing uses.
 */
export function CourseCataloguePage() {
  const courses = useEditableCourses();
  const action = useCourseAction();
  const [editing, setEditing] = useState<EditableCourse | 'new' | null>(null);

  const run = (change: CourseAction, done: string) =>
    action.mutate(change, {
      onSuccess: () => showToast(done, 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The change could not be saved. Please try again.'), 'error'),
    });

  if (courses.isPending) return <LoadingMessage />;
  if (courses.isError) {
    return (
      <ErrorMessage>{messageOf(courses.error, 'The courses could not be loaded.')}</ErrorMessage>
    );
  }
  const rows = courses.data;

  const columns: DataColumn<EditableCourse>[] = [
    { id: 'code', header: 'Code', cell: (course) => course.code, className: 'whitespace-nowrap' },
    {
      id: 'name',
      header: 'Course',
      rowHeader: true,
      cell: (course) => (
        <span>
          {course.name}
          {course.options.length > 0 && (
            <span className="block text-sm font-normal text-slate-700">
              {course.options.length === 1 ? '1 option' : `${course.options.length} options`}
            </span>
          )}
        </span>
      ),
    },
    { id: 'duration', header: 'Duration', cell: (course) => months(course.durationMonths) },
    { id: 'students', header: 'Students', cell: (course) => course.studentCount },
    { id: 'fees', header: 'Fees', cell: feesOf, phone: false },
    {
      id: 'status',
      header: 'Admissions',
      cell: (course) => (course.retired ? 'Retired' : 'Open'),
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (course) => {
        const index = rows.indexOf(course);
        const label = <span className="sr-only"> {course.name}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="small" onClick={() => setEditing(course)}>
              Edit{label}
            </Button>
            <MoveButtons
              index={index}
              count={rows.length}
              name={course.name}
              disabled={action.isPending}
              onMove={(step) =>
                run(
                  { kind: 'move', course, direction: step < 0 ? 'up' : 'down' },
                  `${course.name} moved ${step < 0 ? 'up' : 'down'}`,
                )
              }
            />
            {course.retired ? (
              <Button
                variant="small"
                onClick={() => run({ kind: 'reopen', course }, `${course.name} is open again`)}
              >
                Reopen{label}
              </Button>
            ) : (
              <Button
                variant="small"
                onClick={() => {
                  if (
                    window.confirm(
                      `Retire ${course.name}? New admissions will no longer offer it; its students keep it.`,
                    )
                  ) {
                    run({ kind: 'retire', course }, `${course.name} retired`);
                  }
                }}
              >
                Retire{label}
              </Button>
            )}
            {!course.inUse && course.studentCount === 0 && (
              <Button
                variant="danger"
                onClick={() => {
                  if (window.confirm(`Delete ${course.name}? Nothing uses it yet.`)) {
                    run({ kind: 'delete', course }, `${course.name} deleted`);
                  }
                }}
              >
                Delete{label}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeading
        title="Courses"
        intro="The courses and options that Add Student, admission applications, exams and fees choose from, in this order. A course keeps its code; one with students is retired, never deleted."
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Fees are set per course under{' '}
          <Link to="/dashboard/CourseFees" className="text-brand-700 underline">
            Course Fees
          </Link>
          .
        </p>
        <Button onClick={() => setEditing('new')}>Add course</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Courses"
          columns={columns}
          rows={rows}
          rowKey={(course) => course.code}
          rowClassName={(course) => (course.retired ? 'text-slate-600' : undefined)}
          empty={<p className="p-4 text-slate-700">No courses yet.</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add course' : `Edit ${editing?.name ?? 'course'}`}
        onClose={() => setEditing(null)}
        className="max-w-3xl"
      >
        {editing !== null && (
          <CourseForm
            key={editing === 'new' ? 'new' : `${editing.code}-${editing.version}`}
            course={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
