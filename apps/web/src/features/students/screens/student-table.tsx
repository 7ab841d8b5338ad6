import type { StudentListItem } from '@institute/shared/student';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { editPath, viewPath } from '../../../lib/student-paths';
import { ActionButton, SortHeader, TD, TH, type Order, type Sort } from './student-list-parts';

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
  return (
    // On a phone each student is a card (styles.css: table-cards); the desktop keeps the table.
    <table className="table-cards min-w-full text-sm">
      <caption className="sr-only">
        {archivedView ? 'Archived students' : 'Students'}, sorted by{' '}
        {sort === 'name'
          ? 'name'
          : sort === 'admissionDate'
            ? 'admission date'
            : 'registration number'}
        , {order === 'asc' ? 'ascending' : 'descending'}
      </caption>
      <thead>
        <tr>
          <SortHeader
            label="Registration Number"
            column="registrationNumber"
            sort={sort}
            order={order}
            onSort={onSort}
          />
          <SortHeader label="Name" column="name" sort={sort} order={order} onSort={onSort} />
          <th scope="col" className={TH}>
            Course
          </th>
          <th scope="col" className={TH}>
            Course Option
          </th>
          <th scope="col" className={TH}>
            Aadhaar No
          </th>
          <th scope="col" className={TH}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((student) => {
          const name = `${student.firstname} ${student.lastname}`;
          return (
            <tr
              key={student.registrationNumber}
              className="border-t border-slate-200 even:bg-slate-50"
            >
              <th
                scope="row"
                data-label="Registration Number"
                className={`${TD} text-left font-medium whitespace-nowrap`}
              >
                {student.registrationNumber}
              </th>
              <td data-label="Name" className={TD}>
                {name}
              </td>
              <td data-label="Course" className={TD}>
                {student.courseName}
              </td>
              <td data-label="Course Option" className={TD}>
                {student.courseOption ?? '—'}
              </td>
              <td data-label="Aadhaar No" className={`${TD} whitespace-nowrap`}>
                {student.adhar ?? '—'}
              </td>
              <td data-card-actions className={TD}>
                <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
                  <Link to={viewPath(student.registrationNumber)} className={TEXT_LINK}>
                    View Details <span className="sr-only">of {name}</span>
                  </Link>
                  {archivedView ? (
                    <ActionButton onClick={() => onAction({ action: 'restore', student })}>
                      Restore <span className="sr-only">{name}</span>
                    </ActionButton>
                  ) : (
                    <>
                      <Link to={editPath(student.registrationNumber)} className={TEXT_LINK}>
                        Edit <span className="sr-only">{name}</span>
                      </Link>
                      <ActionButton
                        tone="danger"
                        onClick={() => onAction({ action: 'archive', student })}
                      >
                        Delete <span className="sr-only">{name}</span>
                      </ActionButton>
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
