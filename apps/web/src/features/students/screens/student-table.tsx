import type { StudentListItem } from '@institute/shared/student';
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
  const name = (student: StudentListItem) => `${student.firstname} ${student.lastname}`;
  const columns: DataColumn<StudentListItem>[] = [
    {
      id: 'registrationNumber',
      header: 'Registration Number',
      rowHeader: true,
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (student) => student.registrationNumber,
    },
    { id: 'name', header: 'Name', sortable: true, cell: name },
    { id: 'course', header: 'Course', cell: (student) => student.courseName },
    {
      id: 'courseOption',
      header: 'Course Option',
      cell: (student) => student.courseOption ?? '—',
    },
    {
      id: 'adhar',
      header: 'Aadhaar No',
      className: 'whitespace-nowrap',
      cell: (student) => student.adhar ?? '—',
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (student) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <Link to={viewPath(student.registrationNumber)} className={TEXT_LINK}>
            View Details <span className="sr-only">of {name(student)}</span>
          </Link>
          {archivedView ? (
            <ActionButton onClick={() => onAction({ action: 'restore', student })}>
              Restore <span className="sr-only">{name(student)}</span>
            </ActionButton>
          ) : (
            <>
              <Link to={editPath(student.registrationNumber)} className={TEXT_LINK}>
                Edit <span className="sr-only">{name(student)}</span>
              </Link>
              <ActionButton tone="danger" onClick={() => onAction({ action: 'archive', student })}>
                Delete <span className="sr-only">{name(student)}</span>
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
      caption={`${archivedView ? 'Archived students' : 'Students'}, sorted by ${
        sort === 'name'
          ? 'name'
          : sort === 'admissionDate'
            ? 'admission date'
            : 'registration number'
      }, ${order === 'asc' ? 'ascending' : 'descending'}`}
      columns={columns}
      rows={items}
      rowKey={(student) => student.registrationNumber}
      sort={{ column: sort, order }}
      onSort={(column) => onSort(column as Sort)}
    />
  );
}
