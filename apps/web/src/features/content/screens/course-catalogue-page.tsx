import { shownName } from '../../../lib/catalogue';
import { Trans, useLingui } from '@lingui/react';
import type { EditableCourse } from '@institute/shared/content/courses';
import { formatPaise } from '@institute/shared/money';
import type { I18n } from '@lingui/core';
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
import { CertificateExamSetting } from './certificate-exam-setting';
import { CourseForm } from './course-form';

function feesOf(course: EditableCourse, _: I18n['_']) {
  if (!course.fees) return _('courses.fees.notSet');
  return _('courses.fees.amounts', {
    registration: formatPaise(course.fees.registrationPaise),
    course: formatPaise(course.fees.coursePaise),
  });
}

/**
 * /dashboard/Courses: head office's course catalogue, the list Add Student, applications, exams
 * and fees choose from. Add, edit, order, retire (hidden from new admissions, kept for students
 * already enrolled) and reopen; delete only a course nothing uses.
 */
export function CourseCataloguePage() {
  const courses = useEditableCourses();
  const action = useCourseAction();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableCourse | 'new' | null>(null);

  const run = (change: CourseAction, done: string) =>
    action.mutate(change, {
      onSuccess: () => showToast(done, 'success'),
      onError: (error) => showToast(messageOf(error, _('courses.changeFailed')), 'error'),
    });

  if (courses.isPending) return <LoadingMessage />;
  if (courses.isError) {
    return <ErrorMessage>{messageOf(courses.error, _('courses.loadFailed'))}</ErrorMessage>;
  }
  const rows = courses.data;

  const columns: DataColumn<EditableCourse>[] = [
    {
      id: 'code',
      header: _('courses.column.code'),
      cell: (course) => course.code,
      className: 'whitespace-nowrap',
    },
    {
      id: 'name',
      header: _('courses.column.course'),
      rowHeader: true,
      cell: (course) => (
        <span>
          {shownName(course.name)}
          {course.options.length > 0 && (
            <span className="block text-sm font-normal text-slate-700">
              {_('courses.optionCount', { count: course.options.length })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'duration',
      header: _('courses.column.duration'),
      cell: (course) => _('courses.months', { count: course.durationMonths }),
    },
    { id: 'students', header: _('courses.column.students'), cell: (course) => course.studentCount },
    {
      id: 'fees',
      header: _('courses.column.fees'),
      cell: (course) => feesOf(course, _),
      phone: false,
    },
    {
      id: 'status',
      header: _('courses.column.admissions'),
      cell: (course) => (course.retired ? _('courses.status.retired') : _('courses.status.open')),
    },
    {
      id: 'actions',
      header: _('courses.column.actions'),
      actions: true,
      cell: (course) => {
        const index = rows.indexOf(course);
        // The course's name as the page's language shows it (its Hindi where it has one).
        const values = { name: shownName(course.name) };
        const hidden = { 0: <span className="sr-only" /> };
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="small" onClick={() => setEditing(course)}>
              <Trans id="courses.action.edit" values={values} components={hidden} />
            </Button>
            <MoveButtons
              index={index}
              count={rows.length}
              name={values.name}
              disabled={action.isPending}
              onMove={(step) =>
                run(
                  { kind: 'move', course, direction: step < 0 ? 'up' : 'down' },
                  step < 0
                    ? _('courses.done.movedUp', values)
                    : _('courses.done.movedDown', values),
                )
              }
            />
            {course.retired ? (
              <Button
                variant="small"
                onClick={() => run({ kind: 'reopen', course }, _('courses.done.reopened', values))}
              >
                <Trans id="courses.action.reopen" values={values} components={hidden} />
              </Button>
            ) : (
              <Button
                variant="small"
                onClick={() => {
                  if (window.confirm(_('courses.confirm.retire', values))) {
                    run({ kind: 'retire', course }, _('courses.done.retired', values));
                  }
                }}
              >
                <Trans id="courses.action.retire" values={values} components={hidden} />
              </Button>
            )}
            {!course.inUse && course.studentCount === 0 && (
              <Button
                variant="danger"
                onClick={() => {
                  if (window.confirm(_('courses.confirm.delete', values))) {
                    run({ kind: 'delete', course }, _('courses.done.deleted', values));
                  }
                }}
              >
                <Trans id="courses.action.delete" values={values} components={hidden} />
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeading title={_('courses.title')} intro={_('courses.intro')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          <Trans
            id="courses.feesHint"
            components={{
              0: <Link to="/dashboard/CourseFees" className="text-brand-700 underline" />,
            }}
          />
        </p>
        <Button onClick={() => setEditing('new')}>{_('courses.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('courses.title')}
          columns={columns}
          rows={rows}
          rowKey={(course) => course.code}
          rowClassName={(course) => (course.retired ? 'text-slate-600' : undefined)}
          empty={<p className="p-4 text-slate-700">{_('courses.empty')}</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={
          editing === 'new' || editing === null
            ? _('courses.add')
            : _('courses.editTitle', { name: shownName(editing.name) })
        }
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
        {editing !== null && editing !== 'new' && (
          <CertificateExamSetting code={editing.code} name={shownName(editing.name)} />
        )}
      </Dialog>
    </div>
  );
}
