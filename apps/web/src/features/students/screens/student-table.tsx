import { shownName, shownOption } from '../../../lib/catalogue';
import type { StudentListItem } from '@institute/shared/student';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { editPath, viewPath } from '../../../lib/student-paths';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ActionButton, type Order, type Sort } from './student-list-parts';

/** What a row action asks for: archive (Delete) or restore one student, once confirmed. */
export interface StudentAction {
  action: 'archive' | 'restore';
  student: StudentListItem;
}

/** The students of one page of See All Students, sortable by number and name. */
export function StudentTable({
  items,
  sort,
  order,
  archivedView,
  onSort,
  onAction,
}: {
  items: readonly StudentListItem[];
  sort: Sort;
  order: Order;
  archivedView: boolean;
  onSort: (column: Sort) => void;
  onAction: (action: StudentAction) => void;
}) {
  const { _ } = useLingui();
  const name = (student: StudentListItem) => `${student.firstname} ${student.lastname}`;
  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<StudentListItem>[] = [
    {
      id: 'registrationNumber',
      header: _('students.table.registrationNumber'),
      rowHeader: true,
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (student) => student.registrationNumber,
    },
    { id: 'name', header: _('students.table.name'), sortable: true, cell: name },
    {
      id: 'course',
      header: _('students.table.course'),
      cell: (student) => shownName(student.courseName),
    },
    {
      id: 'courseOption',
      header: _('students.table.courseOption'),
      cell: (student) => (student.courseOption ? shownOption(student.courseOption) : '—'),
    },
    {
      id: 'adhar',
      header: _('students.table.adhar'),
      className: 'whitespace-nowrap',
      cell: (student) => student.adhar ?? '—',
    },
    {
      id: 'actions',
      header: _('students.table.actions'),
      actions: true,
      cell: (student) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <Link to={viewPath(student.registrationNumber)} className={TEXT_LINK}>
            <Trans id="students.table.view" values={{ name: name(student) }} components={hidden} />
          </Link>
          {archivedView ? (
            <ActionButton onClick={() => onAction({ action: 'restore', student })}>
              <Trans
                id="students.table.restore"
                values={{ name: name(student) }}
                components={hidden}
              />
            </ActionButton>
          ) : (
            <>
              <Link to={editPath(student.registrationNumber)} className={TEXT_LINK}>
                <Trans
                  id="students.table.edit"
                  values={{ name: name(student) }}
                  components={hidden}
                />
              </Link>
              <ActionButton tone="danger" onClick={() => onAction({ action: 'archive', student })}>
                <Trans
                  id="students.table.delete"
                  values={{ name: name(student) }}
                  components={hidden}
                />
              </ActionButton>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    // On a phone each student is a card (DataTable: table-cards); the desktop keeps the table.
    <DataTable
      caption={_('students.table.caption', {
        archived: archivedView ? 'yes' : 'no',
        sort,
        order,
      })}
      columns={columns}
      rows={items}
      rowKey={(student) => student.registrationNumber}
      sort={{ column: sort, order }}
      onSort={(column) => onSort(column as Sort)}
    />
  );
}
